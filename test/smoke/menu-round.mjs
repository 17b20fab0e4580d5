// The menus of a booted app, as the smoke report shows them: the application
// menu main rendered through Electron's Menu (its labels, ids, shortcuts and
// enabled states; the click handlers stay behind) with two Help items chosen
// as a person would, and the context menu a right-click on a link pops up.
import { desktop, Menu } from './os-stand-in.mjs'
import { settle } from './stand-in-probes.mjs'

const shape = (items) =>
  items.map((item) =>
    item.type === 'separator'
      ? '-'
      : {
          label: item.label ?? null,
          role: item.role ?? null,
          id: item.id ?? null,
          enabled: item.enabled ?? true,
          accelerator: item.accelerator ?? null,
          ...(item.submenu ? { submenu: shape(item.submenu) } : {})
        }
  )

export async function menuRound(record) {
  const menu = shape(desktop.applicationMenu ?? [])
  const boxesBefore = (record.messageBoxes ?? []).length
  Menu.clickApplicationItem('help:open-logs')
  Menu.clickApplicationItem('help:about')
  await settle(20)
  return { menu, openedPaths: [...desktop.openedPaths], aboutBoxes: (record.messageBoxes ?? []).slice(boxesBefore) }
}

export async function contextMenuRound(record, window) {
  // A right-click on a link, as Chromium describes it (electron/electron docs/api/web-contents.md,
  // Event 'context-menu': every field, the frame object included); the person picks both link items.
  const editFlags = {
    canUndo: false,
    canRedo: false,
    canCut: false,
    canCopy: false,
    canPaste: false,
    canDelete: false,
    canSelectAll: true,
    canEditRichly: false
  }
  const linkClick = {
    x: 5,
    y: 6,
    frame: {},
    linkURL: 'https://example.com/help',
    linkText: 'help',
    pageURL: 'app://platform/index.html',
    frameURL: 'app://platform/index.html',
    srcURL: '',
    mediaType: 'none',
    hasImageContents: false,
    isEditable: false,
    selectionText: '',
    titleText: '',
    altText: '',
    suggestedFilename: '',
    misspelledWord: '',
    dictionarySuggestions: [],
    frameCharset: 'UTF-8',
    formControlType: 'none',
    spellcheckEnabled: false,
    menuSourceType: 'mouse',
    mediaFlags: {},
    editFlags
  }
  const openedBefore = record.openedExternal.length
  window.webContents.listeners['context-menu']?.forEach((listener) => listener({ preventDefault() {} }, linkClick))
  const popup = desktop.popups.at(-1)?.template ?? []
  for (const item of popup) if (item.click) item.click()
  await settle(20)
  return {
    popups: desktop.popups.map((shown) => ({
      window: shown.window,
      items: shown.template.map((item) => item.label ?? item.role ?? item.type)
    })),
    clipboard: [...desktop.clipboard],
    opened: record.openedExternal.slice(openedBefore)
  }
}
