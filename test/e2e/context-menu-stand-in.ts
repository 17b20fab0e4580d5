// The harness's stand-in for Chromium's side of a right-click: what Electron's
// 'context-menu' event would carry for a click the page let through, handed to
// main's own handling (MainApp.contextMenu, the function the Electron host
// calls), and each menu main showed, recorded.
import type { Page } from '@playwright/test'

import type { MainApp } from '../../src/main/app/main-app'
import type {
  ContextMenuCommand,
  ContextMenuModel,
  ContextMenuParams
} from '../../src/main/desktop/menu/context-menu-model'
import type { RecordedContextMenu, StandIns } from './recorded-surfaces'

export async function installContextMenuStandIn(
  page: Page,
  main: MainApp,
  standIns: Pick<StandIns, 'clipboard' | 'pageActions'>
): Promise<void> {
  // What Electron's 'context-menu' event would carry for a right-click the page let through (see the init script below).
  await page.exposeBinding('__platformContextMenu', ({ frame }, params: ContextMenuParams) => {
    if (frame !== page.mainFrame()) return
    // Paste is enabled only while the clipboard holds something (electron/electron
    // shell/browser/api/electron_api_web_contents.cc, OnReadAvailableTypes, and
    // shell/common/gin_converters/blink_converter.cc, EditFlagsToV8).
    const canPaste = params.editFlags.canPaste && standIns.clipboard.length > 0
    main.contextMenu(
      { ...params, editFlags: { ...params.editFlags, canPaste } },
      {
        replaceMisspelling: (word) => standIns.pageActions.push(`replace ${word}`),
        addToDictionary: (word) => standIns.pageActions.push(`add ${word}`),
        copyImageAt: (x, y) => standIns.pageActions.push(`copy image ${x},${y}`)
      }
    )
  })
  await page.addInitScript(() => {
    // Chromium shows its menu, and Electron emits 'context-menu' (electron/electron
    // shell/browser/api/electron_api_web_contents.cc, HandleContextMenu), only for a DOM
    // 'contextmenu' event the page did not cancel: the event's default action is the menu
    // (W3C UI Events). Chromium's own source is not in our mirror, so this listener models
    // only that much: it runs last (bubbling, on window), skips a cancelled event, and
    // fills in the params from the same target as the documented fields say (electron/electron
    // docs/api/web-contents.md, 'context-menu'): the enclosing link, an image, an editable field
    // and its selection. Chromium's undo stack and spellchecker are not visible from the DOM:
    // canUndo/canRedo stay false and no word is misspelt here.
    window.addEventListener('contextmenu', (event) => {
      if (event.defaultPrevented) return
      const target = event.target instanceof Element ? event.target : null
      const field = target?.closest('input, textarea')
      const textField =
        field instanceof HTMLTextAreaElement ||
        (field instanceof HTMLInputElement &&
          ['text', 'search', 'url', 'email', 'tel', 'password', 'number'].includes(field.type))
      const editable = textField && !(field as HTMLInputElement).disabled && !(field as HTMLInputElement).readOnly
      const fieldSelection = textField
        ? (field as HTMLInputElement).value.slice(
            (field as HTMLInputElement).selectionStart ?? 0,
            (field as HTMLInputElement).selectionEnd ?? 0
          )
        : ''
      const selectionText = textField ? fieldSelection : String(window.getSelection() ?? '')
      const hasValue = textField && (field as HTMLInputElement).value !== ''
      const image = target?.closest('img')
      const bridge = window as unknown as { __platformContextMenu: (params: unknown) => void }
      bridge.__platformContextMenu({
        x: Math.round(event.clientX),
        y: Math.round(event.clientY),
        isEditable: editable,
        editFlags: {
          canUndo: false,
          canRedo: false,
          canCut: editable && selectionText !== '',
          canCopy: selectionText !== '' && !(field instanceof HTMLInputElement && field.type === 'password'),
          canPaste: editable,
          canSelectAll: editable ? hasValue : true
        },
        selectionText,
        misspelledWord: '',
        dictionarySuggestions: [],
        linkURL: target?.closest('a[href]')?.getAttribute('href')
          ? (target.closest('a[href]') as HTMLAnchorElement).href
          : '',
        mediaType: image ? 'image' : 'none',
        hasImageContents: image ? image.complete && image.naturalWidth > 0 : false
      })
    })
  })
}

export function recordContextMenu(
  model: ContextMenuModel,
  run: (command: ContextMenuCommand) => void
): RecordedContextMenu {
  return {
    model,
    labels: model.map((item) => (item.type === 'separator' ? '—' : `${item.label}${item.enabled ? '' : ' (off)'}`)),
    choose: (label) => {
      const item = model.find((entry) => entry.type === 'command' && entry.label === label && entry.enabled)
      if (item?.type !== 'command') throw new Error(`The menu has no command “${label}”.`)
      run(item.command)
    }
  }
}
