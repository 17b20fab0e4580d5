// Context menus through the real main app: the person channel checks what the
// untrusted page sends, each chosen item does what it says through main's own
// paths (navigate, the clipboard, the URL checks before the OS browser, the
// web contents for spelling and images), and the spelling setting reaches the OS.
import { describe, expect, it } from 'vitest'

import type { ContextMenuCommand, ContextMenuModel } from '../../../src/main/desktop/menu/context-menu-model'
import type { OsSurfaces } from '../../../src/main/desktop/os/os-surfaces'
import type { PageActions } from '../../../src/main/features/context-menu'
import { closeAfterEach } from '../../support/close-after-each'
import { rightClick } from '../../support/context-menu-params'
import { createFixture } from '../../support/main-app-fixture'
import { errorOf } from '../../support/outcomes'

const closing = closeAfterEach()

interface Shown {
  model: ContextMenuModel
  choose(label: string): void
}
function recordingOs() {
  const menus: Shown[] = []
  const clipboard: string[] = []
  const spellcheck: boolean[] = []
  const os: Partial<OsSurfaces> = {
    showContextMenu: (model, run) =>
      menus.push({
        model,
        choose: (label) => {
          const item = model.find((entry) => entry.type === 'command' && entry.label === label)
          if (item?.type !== 'command') throw new Error(`no item ${label}`)
          run(item.command)
        }
      }),
    copyText: (text) => {
      clipboard.push(text)
      return Promise.resolve()
    },
    setSpellcheck: (allowed) => spellcheck.push(allowed)
  }
  return { menus, clipboard, spellcheck, os }
}
async function start() {
  const recorded = recordingOs()
  const fx = closing(await createFixture(null, {}, undefined, { os: recorded.os }))
  return { fx, ...recorded }
}
const page = (): PageActions & { calls: string[] } => {
  const calls: string[] = []
  return {
    calls,
    replaceMisspelling: (word) => calls.push(`replace ${word}`),
    addToDictionary: (word) => calls.push(`add ${word}`),
    copyImageAt: (x, y) => calls.push(`image ${x},${y}`)
  }
}
const commandsOf = (model: ContextMenuModel): ContextMenuCommand['id'][] =>
  model.flatMap((item) => (item.type === 'command' ? [item.command.id] : []))

describe("'context-menu:person'", () => {
  it('shows the person’s menu; Open Profile navigates, the copies go to main’s clipboard', async () => {
    const { fx, menus, clipboard } = await start()
    expect((await fx.call('context-menu:person', { userId: ' 42 ', username: 'ada' })).ok).toBe(true)
    expect(commandsOf(menus[0]?.model ?? [])).toEqual(['open-profile', 'copy-username', 'copy-profile-link'])
    menus[0]?.choose('Open Profile')
    expect(fx.payloadsOf('navigate')).toEqual([{ route: { view: 'profile', userId: '42' } }])
    menus[0]?.choose('Copy Username')
    menus[0]?.choose('Copy Profile Link')
    expect(clipboard).toEqual(['ada', 'platform-desktop://user/42'])
  })

  it('refuses an id that is not one, and a username that is not one line of text, with a sentence', async () => {
    const { fx, menus } = await start()
    expect(errorOf(await fx.call('context-menu:person', { userId: '../admin' }))).toEqual({
      kind: 'invalid-input',
      message:
        '“../admin” is not a user id. A user id is letters, digits, dots, dashes or underscores, at most 64 of them.'
    })
    for (const username of ['ada\nlovelace', 'ada\u202Eecalevol', '', 'a'.repeat(101)])
      expect(errorOf(await fx.call('context-menu:person', { userId: '42', username }))?.message).toMatch(
        /is not a username that can be copied: it must be one line of at most 100 characters\.$/
      )
    expect(menus).toEqual([])
  })
})

describe('a right-click in the page', () => {
  it('a link opens through main’s URL checks, and its address is copied', async () => {
    const { fx, menus, clipboard } = await start()
    fx.app.contextMenu(rightClick({ linkURL: 'https://example.com/docs' }), page())
    menus[0]?.choose('Open Link in Browser')
    menus[0]?.choose('Copy Link Address')
    expect(fx.opened).toEqual(['https://example.com/docs'])
    expect(clipboard).toEqual(['https://example.com/docs'])

    // A page link to a local file (or javascript:, or a custom scheme) gets no link items: never handed to the OS, never copied.
    fx.app.contextMenu(rightClick({ linkURL: 'file:///etc/passwd' }), page())
    expect(menus).toHaveLength(1)
    expect(fx.opened).toEqual(['https://example.com/docs'])
    expect(clipboard).toEqual(['https://example.com/docs'])
  })

  it('spelling and images act on the web contents that was clicked', async () => {
    const { fx, menus } = await start()
    const clicked = page()
    fx.app.contextMenu(rightClick({ isEditable: true, misspelledWord: 'teh', dictionarySuggestions: ['the'] }), clicked)
    menus[0]?.choose('the')
    menus[0]?.choose('Add to Dictionary')
    fx.app.contextMenu(rightClick({ x: 3, y: 4, mediaType: 'image', hasImageContents: true }), clicked)
    menus[1]?.choose('Copy Image')
    expect(clicked.calls).toEqual(['replace the', 'add teh', 'image 3,4'])
  })

  it('nothing to offer: no menu is shown', async () => {
    const { fx, menus } = await start()
    fx.app.contextMenu(rightClick({}), page())
    expect(menus).toEqual([])
  })
})

describe('spelling dictionaries', () => {
  it('the OS is told the setting at start (off) and at once when it changes', async () => {
    const { fx, spellcheck } = await start()
    expect(spellcheck).toEqual([false])
    expect((await fx.call('settings:update', { downloadSpellingDictionaries: true })).ok).toBe(true)
    expect((await fx.call('settings:update', { downloadSpellingDictionaries: false })).ok).toBe(true)
    expect(spellcheck).toEqual([false, true, false])
  })
})
