// The application menu: the shared command table's shortcuts, the pure menu
// model per OS and session, and main carrying out the menu's commands (its
// own, or handing the page's to the page).
import { describe, expect, it } from 'vitest'

import { say } from '../../../src/main/core/i18n'
import { useLocale } from '../../../src/main/core/i18n/say'
import { type AppMenu, appMenuModel, commandItems } from '../../../src/main/desktop/menu/app-menu-model'
import { accountPlaceCommands, commandIds, commands, commandSpec, shortcutOf } from '../../../src/shared/commands'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import { viewIds, views } from '../../../src/shared/views'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform } from '../../support/stub-platform'

const signedOut = (platform: string, devTools = false) =>
  appMenuModel({ platform, devTools, signedIn: false, account: null })
const signedIn = (platform: string) =>
  appMenuModel({ platform, devTools: false, signedIn: true, account: 'demo@platform.example.com' })
const labels = (model: AppMenu[]) => model.map((menu) => menu.label)
const item = (model: AppMenu[], id: string) => commandItems(model).find((entry) => entry.id === id)

describe('the shortcut table', () => {
  it('spells each shortcut for Electron, for aria-keyshortcuts and for people, per OS', () => {
    expect(shortcutOf('go:profile', 'linux')).toEqual({
      accelerator: 'CmdOrCtrl+1',
      aria: 'Control+1',
      label: 'Ctrl+1'
    })
    expect(shortcutOf('go:profile', 'darwin')).toEqual({ accelerator: 'CmdOrCtrl+1', aria: 'Meta+1', label: '⌘1' })
    expect(shortcutOf('go:back', 'win32')).toEqual({
      accelerator: 'Alt+Left',
      aria: 'Alt+ArrowLeft',
      label: 'Alt+Left'
    })
    expect(shortcutOf('go:back', 'darwin')).toEqual({ accelerator: 'CmdOrCtrl+[', aria: 'Meta+[', label: '⌘[' })
    expect(shortcutOf('view:refresh', 'linux')?.label).toBe('Ctrl+R')
    expect(shortcutOf('help:about', 'linux')).toBeNull()
  })

  it('gives no two commands the same keys on any OS, and every view one digit in order', () => {
    for (const platform of ['darwin', 'win32', 'linux']) {
      const taken = commandIds.map((id) => shortcutOf(id, platform)?.accelerator).filter(Boolean)
      expect(new Set(taken).size).toBe(taken.length)
    }
    expect(viewIds.map((view) => shortcutOf(`go:${view}`, 'linux')?.accelerator)).toEqual(
      viewIds.map((_, i) => `CmdOrCtrl+${i + 1}`)
    )
  })

  it('never types: no Ctrl+Alt (AltGr on many layouts) nor Alt alone off macOS, no ⌥ without ⌘ on macOS, none of macOS’s screenshot keys', () => {
    for (const id of commandIds) {
      const keys = commandSpec(id).keys
      if (!keys) continue
      // AltGr is Ctrl+Alt to Windows and to Chromium's accelerators: Ctrl+Alt+key would type what AltGr+key types.
      expect(keys.other.mod && keys.other.alt, id).toBeFalsy()
      // Alt+letter opens a menu off macOS; Alt with an arrow (Back, Forward) is what browsers use.
      if (keys.other.alt && !keys.other.mod) expect(['Left', 'Right'], id).toContain(keys.other.key)
      // Option alone types a character on macOS.
      if (keys.mac.alt) expect(keys.mac.mod, id).toBe(true)
      // ⇧⌘3, 4, 5 and 6 take screenshots, system-wide.
      if (keys.mac.mod && keys.mac.shift && !keys.mac.alt) expect(['3', '4', '5', '6'], id).not.toContain(keys.mac.key)
    }
  })

  it('gives the first nine accounts Ctrl+Shift+1…9, and ⌥⌘1…9 on macOS', () => {
    expect(accountPlaceCommands).toHaveLength(9)
    expect(accountPlaceCommands.map((id) => shortcutOf(id, 'win32')?.accelerator)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `CmdOrCtrl+Shift+${n}`)
    )
    expect(shortcutOf('account:1', 'linux')).toEqual({
      accelerator: 'CmdOrCtrl+Shift+1',
      aria: 'Control+Shift+1',
      label: 'Ctrl+Shift+1'
    })
    expect(shortcutOf('account:9', 'darwin')).toEqual({
      accelerator: 'CmdOrCtrl+Alt+9',
      aria: 'Meta+Alt+9',
      label: '⌥⌘9'
    })
  })
})

describe('the menu model', () => {
  it('follows each OS: the app menu on macOS; File…Help with About in Help elsewhere', () => {
    expect(labels(signedOut('darwin'))).toEqual(['Platform Desktop', 'File', 'Edit', 'View', 'Go', 'Window', 'Help'])
    expect(signedOut('darwin')[0]?.items[0]).toEqual({ type: 'role', role: 'about', label: 'About Platform Desktop' })
    expect(item(signedOut('darwin'), 'help:about')).toBeUndefined()
    for (const platform of ['win32', 'linux']) {
      const model = signedOut(platform)
      expect(labels(model)).toEqual(['File', 'Edit', 'View', 'Go', 'Window', 'Help'])
      expect(item(model, 'help:about')).toMatchObject({ label: 'About Platform Desktop', enabled: true })
      expect(model[0]?.items.at(-1)).toEqual({
        type: 'role',
        role: 'quit',
        label: platform === 'win32' ? 'Exit' : 'Quit'
      })
    }
  })

  it('labels every role item in the app’s language, as Electron would in English on each OS', async () => {
    const roleItems = (model: AppMenu[]) =>
      model.flatMap((menu) => menu.items.flatMap((entry) => (entry.type === 'role' ? [[entry.role, entry.label]] : [])))
    // Electron's own English (lib/browser/api/menu-item-roles.ts, roleList), per OS.
    expect(Object.fromEntries(roleItems(signedOut('darwin', true)))).toMatchObject({
      about: 'About Platform Desktop',
      hide: 'Hide Platform Desktop',
      quit: 'Quit Platform Desktop',
      close: 'Close Window',
      pasteAndMatchStyle: 'Paste and Match Style',
      resetZoom: 'Actual Size',
      front: 'Bring All to Front'
    })
    expect(Object.fromEntries(roleItems(signedOut('linux')))).toMatchObject({
      quit: 'Quit',
      close: 'Close',
      undo: 'Undo',
      selectAll: 'Select All'
    })
    await useLocale({ messages: 'de', format: 'de-DE', direction: 'ltr' })
    try {
      const german = Object.fromEntries(roleItems(signedOut('darwin', true)))
      expect(german).toMatchObject({
        about: 'Über Platform Desktop',
        quit: 'Platform Desktop beenden',
        undo: 'Rückgängig',
        zoomIn: 'Vergrößern',
        front: 'Alle nach vorne bringen'
      })
      expect(Object.fromEntries(roleItems(signedOut('win32')))).toMatchObject({
        quit: 'Beenden',
        close: 'Schließen',
        minimize: 'Minimieren'
      })
    } finally {
      await useLocale(SOURCE_APP_LOCALE)
    }
  })

  it("lists every command exactly once, with the table's title and shortcut", () => {
    for (const platform of ['darwin', 'linux']) {
      const ids = commandItems(signedIn(platform)).map((entry) => entry.id)
      // The accounts' items are there only for the accounts there are (none here: below).
      const expected = commandIds.filter(
        (id) => !(platform === 'darwin' && id === 'help:about') && commandSpec(id).place === undefined
      )
      expect([...ids].sort()).toEqual([...expected].sort())
      expect(item(signedIn(platform), 'go:find')).toMatchObject({
        label: say(commands['go:find'].title),
        accelerator: 'CmdOrCtrl+K'
      })
    }
  })

  it('opens the Go menu with the view table’s views, in order, each with its title and Ctrl/Cmd+digit', () => {
    const go = signedIn('linux').find((menu) => menu.label === 'Go')
    const first = commandItems(go ? [go] : [])
      .slice(0, viewIds.length)
      .map(({ id, label, accelerator, enabled }) => ({ id, label, accelerator, enabled }))
    expect(first).toEqual(
      viewIds.map((view) => ({
        id: `go:${view}`,
        label: say(views[view].go),
        accelerator: `CmdOrCtrl+${views[view].digit}`,
        enabled: true
      }))
    )
    expect(go?.items[viewIds.length]).toEqual({ type: 'separator' })
  })

  it('disables what needs a session while signed out, and names the account in Sign out', () => {
    const out = signedOut('linux')
    for (const id of [
      'go:profile',
      'go:followers',
      'go:back',
      'go:find',
      'view:refresh',
      'app:settings',
      'session:sign-out'
    ])
      expect(item(out, id), id).toMatchObject({ enabled: false })
    for (const id of [
      'status:check-now',
      'help:shortcuts',
      'help:check-updates',
      'help:open-logs',
      'help:export-diagnostics',
      'help:about'
    ])
      expect(item(out, id), id).toMatchObject({ enabled: true })
    expect(item(out, 'session:sign-out')?.label).toBe('Sign out')
    const inside = signedIn('linux')
    expect(commandItems(inside).every((entry) => entry.enabled)).toBe(true)
    expect(item(inside, 'session:sign-out')?.label).toBe('Sign out demo@platform.example.com')
  })

  it('lists each account in File with its keys, the one on screen ticked, at most nine', () => {
    const accounts = Array.from({ length: 11 }, (_, at) => ({
      label: `user${at} · host${at}.example`,
      active: at === 1
    }))
    for (const platform of ['darwin', 'linux']) {
      const model = appMenuModel({
        platform,
        devTools: false,
        signedIn: true,
        account: 'user1@host1.example',
        accounts
      })
      const file = model.find((menu) => menu.role === 'fileMenu')?.items ?? []
      const listed = file.flatMap((entry) => (entry.type === 'command' && entry.checked !== undefined ? [entry] : []))
      expect(listed.map((entry) => [entry.id, entry.label, entry.checked])).toEqual(
        accounts.slice(0, 9).map((account, at) => [`account:${at + 1}`, account.label, at === 1])
      )
      expect(
        listed.every((entry) => entry.enabled && entry.accelerator === shortcutOf(entry.id, platform)?.accelerator)
      ).toBe(true)
      // Right before "Switch to next account", so the ways to switch are together.
      expect(file[file.findIndex((entry) => entry.type === 'command' && entry.id === 'account:9') + 1]).toMatchObject({
        id: 'account:next'
      })
    }
    // Signed out (no account yet), the list is empty, and so is that part of the menu; a signed-out account is still listed to switch to.
    expect(commandItems(signedOut('linux')).filter((entry) => entry.checked !== undefined)).toEqual([])
    const outOfOne = appMenuModel({
      platform: 'linux',
      devTools: false,
      signedIn: false,
      account: null,
      accounts: [{ label: 'ada · one.example', active: true }]
    })
    expect(item(outOfOne, 'account:1')).toMatchObject({ label: 'ada · one.example', enabled: true, checked: true })
  })

  it('has no Chromium reload on Ctrl/Cmd+R (Refresh this view is ours); development builds get Force reload and the tools', () => {
    const roles = (model: AppMenu[]) =>
      model.flatMap((menu) => menu.items.flatMap((entry) => (entry.type === 'role' ? [entry.role] : [])))
    expect(roles(signedOut('linux'))).not.toContain('reload')
    expect(roles(signedOut('linux'))).not.toContain('toggleDevTools')
    expect(roles(signedOut('linux', true))).toEqual(expect.arrayContaining(['forceReload', 'toggleDevTools']))
  })
})

describe('main carries out the menu', () => {
  const close = closeAfterEach()

  it('renders the menu at start and again on sign-in; hands page commands to the page; runs its own', async () => {
    const stub = close(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: 'menu-token-0123456789' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 7 } } }),
        'GET /v1/maintenance/': () => ({ body: [] })
      })
    )
    const menus: AppMenu[][] = []
    const abouts: { heading: string; lines: string[] }[] = []
    const shown: string[] = []
    const fx = close(
      await createFixture(stub.url, {}, undefined, {
        os: {
          renderAppMenu: (model) => menus.push(model),
          showAbout: (about) => abouts.push(about),
          showInFolder: (path) => shown.push(path)
        }
      })
    )
    expect(item(menus.at(-1)!, 'go:profile')?.enabled).toBe(false)
    // The window is up: notices go to it as they come.
    dataOf(await fx.call('app:bootstrap'))
    dataOf(await fx.call('session:sign-in', { username: 'demo', password: 'pw-123456', rememberMe: false }))
    expect(item(menus.at(-1)!, 'session:sign-out')?.label).toBe(`Sign out demo@${new URL(stub.url).host}`)

    await fx.app.menuCommand('go:followers')
    expect(fx.payloadsOf('menu:command')).toEqual([{ command: 'go:followers' }])

    await fx.app.menuCommand('help:about')
    expect(abouts[0]?.heading).toMatch(/^Platform Desktop /)
    expect(abouts[0]?.lines).toEqual([
      expect.stringMatching(/^Electron: /),
      expect.stringMatching(/^Chromium: /),
      `Node.js: ${process.versions.node}`,
      expect.stringMatching(/^OS: /)
    ])
    await fx.app.menuCommand('help:open-logs')
    expect(shown).toEqual([expect.stringMatching(/logs$/)])

    // The development build has no update feed: the menu's check still answers, as a notice.
    await fx.app.menuCommand('help:check-updates')
    expect(fx.payloadsOf('notice').map((notice) => notice.message)).toContain('Updates are not checked in this build.')

    await fx.app.menuCommand('session:sign-out')
    expect(dataOf(await fx.call('session:get')).signedIn).toBe(false)
    expect(item(menus.at(-1)!, 'session:sign-out')).toMatchObject({ label: 'Sign out', enabled: false })
  })
})
