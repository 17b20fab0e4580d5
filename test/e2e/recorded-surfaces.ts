// The OS surfaces of the e2e harness's browser target: each records what main
// asked of the OS (a notification, the tray, the application menu, a dialog…)
// so a spec can see it and act on it as a person would.
import type { MainApp } from '../../src/main/app/main-app'
import type { AboutInfo } from '../../src/main/desktop/menu/about'
import { type AppMenu, commandItems } from '../../src/main/desktop/menu/app-menu-model'
import type { ContextMenuModel } from '../../src/main/desktop/menu/context-menu-model'
import type { ConfirmRequest, OsSurfaces, RelaunchOptions } from '../../src/main/desktop/os/os-surfaces'
import type { TrayModel } from '../../src/main/desktop/tray/tray-model'
import type { CommandId } from '../../src/shared/commands'
import type { ThemePreference } from '../../src/shared/settings'
import { FakeUpdater, type FakeUpdaterScript } from '../support/fake-updater'
import {
  createStandInEncryptor,
  type RecordedEncryptor,
  type StandInEncryptorOptions
} from '../support/stand-in-encryptor'
import { recordContextMenu } from './context-menu-stand-in'

export interface RecordedNotification {
  id: string
  title: string
  body: string
  /** What a click on the OS notification does. */
  click(): void
}

/** A question main asked in its own dialog (OsSurfaces.confirm). */
export interface RecordedConfirmation extends ConfirmRequest {
  /** true: the confirm button; false: Cancel. Null until answered. */
  answered: boolean | null
  /** Answers a held question as the person would; later answers are ignored, as a closed dialog takes no clicks. */
  answer(confirmed: boolean): void
}

/** A context menu main popped up (OsSurfaces.showContextMenu). */
export interface RecordedContextMenu {
  model: ContextMenuModel
  /** The labels in order, '—' for a separator and ' (off)' after a disabled item: what the person sees. */
  labels: string[]
  /** Picks the command item with this label, as a click on it would. */
  choose(label: string): void
}

export interface StandIns {
  encryptor: RecordedEncryptor
  openedExternal: string[]
  /** OS notifications shown, in order. */
  notifications: RecordedNotification[]
  /** Every tray model rendered, in order (the last is what the tray shows). */
  trayModels: TrayModel[]
  badgeCounts: number[]
  loginItem: { enabled: boolean; startHidden: boolean }[]
  /** main's confirmation dialogs, in order. */
  confirmations: RecordedConfirmation[]
  /** Every nativeTheme.themeSource main set, in order. */
  themeSources: ThemePreference[]
  /** Every taskbar/dock progress value main set, in order (null clears the bar). */
  progress: (number | null)[]
  /** How many times main asked the OS to draw the person's eye (flash or bounce). */
  attentionRequests: number
  /** The fake electron-updater, when the launch asked for one. */
  updater: FakeUpdater | null
  /** Every application menu main rendered, in order (the last is what the menu bar shows). */
  appMenus: AppMenu[][]
  /** Each About main showed. */
  abouts: AboutInfo[]
  /** Paths main showed in the file manager. */
  shownInFolder: string[]
  /** Every context menu main showed, in order. */
  contextMenus: RecordedContextMenu[]
  /** Every text main put on the OS clipboard, in order. */
  clipboard: string[]
  /** What the context menu asked of the clicked web contents (spelling, images), in order. */
  pageActions: string[]
  /** Every "Download spelling dictionaries" value main applied, in order. */
  spellcheck: boolean[]
  /** Each time main quit to start again ("Quit and reopen"), with how the next run starts; the harness's run goes on. */
  relaunches: RelaunchOptions[]
}

export function createStandIns(options: {
  encryption?: StandInEncryptorOptions
  updater?: FakeUpdaterScript
}): StandIns {
  return {
    encryptor: createStandInEncryptor(options.encryption),
    openedExternal: [],
    notifications: [],
    trayModels: [],
    badgeCounts: [],
    loginItem: [],
    confirmations: [],
    themeSources: [],
    progress: [],
    attentionRequests: 0,
    updater: options.updater ? new FakeUpdater({ chunkDelayMs: 150, ...options.updater }) : null,
    appMenus: [],
    abouts: [],
    shownInFolder: [],
    contextMenus: [],
    clipboard: [],
    pageActions: [],
    spellcheck: [],
    relaunches: []
  }
}

export function recordedSurfaces(standIns: StandIns, confirm: 'accept' | 'refuse' | 'hold'): Partial<OsSurfaces> {
  return {
    notify: (notification, onClick) => standIns.notifications.push({ ...notification, click: onClick }),
    renderTray: (model) => standIns.trayModels.push(model),
    renderAppMenu: (model) => standIns.appMenus.push(model),
    showAbout: (about) => standIns.abouts.push(about),
    showInFolder: (path) => standIns.shownInFolder.push(path),
    setBadgeCount: (count) => standIns.badgeCounts.push(count),
    setLaunchAtLogin: (enabled, startHidden) => {
      standIns.loginItem.push({ enabled, startHidden })
      return Promise.resolve()
    },
    confirm: (request) => recordConfirmation(standIns.confirmations, request, confirm),
    setThemeSource: (source) => standIns.themeSources.push(source),
    setProgress: (fraction) => standIns.progress.push(fraction),
    requestAttention: () => standIns.attentionRequests++,
    showContextMenu: (model, run) => standIns.contextMenus.push(recordContextMenu(model, run)),
    copyText: (text) => {
      standIns.clipboard.push(text)
      return Promise.resolve()
    },
    setSpellcheck: (allowed) => standIns.spellcheck.push(allowed),
    relaunch: (how) => standIns.relaunches.push(how)
  }
}

/** As a person choosing the item in the menu main last rendered: only an item that is there and enabled can be chosen. */
export async function chooseMenuItem(standIns: StandIns, main: MainApp, id: CommandId): Promise<void> {
  const shown = standIns.appMenus.at(-1)
  const item = shown ? commandItems(shown).find((entry) => entry.id === id) : undefined
  if (!item) throw new Error(`The application menu has no item ${id}`)
  if (!item.enabled) throw new Error(`The menu item ${item.label} is disabled`)
  await main.menuCommand(id)
}

function recordConfirmation(
  log: RecordedConfirmation[],
  request: ConfirmRequest,
  mode: 'accept' | 'refuse' | 'hold'
): Promise<boolean> {
  return new Promise((resolve) => {
    const entry: RecordedConfirmation = {
      ...request,
      answered: null,
      answer: (confirmed) => {
        if (entry.answered !== null) return
        entry.answered = confirmed
        resolve(confirmed)
      }
    }
    log.push(entry)
    if (mode !== 'hold') entry.answer(mode === 'accept')
  })
}
