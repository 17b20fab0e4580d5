import { describe, expect, it } from 'vitest'

import { parseDeepLink, profileDeepLink } from '../../../src/main/desktop/deep-link/parse-deep-link'
import { contextMenuModel, personMenuModel } from '../../../src/main/desktop/menu/context-menu-model'
import { rightClick } from '../../support/context-menu-params'

const noFlags = { canUndo: false, canRedo: false, canCut: false, canCopy: false, canPaste: false, canSelectAll: false }
const labels = (model: ReturnType<typeof contextMenuModel>) =>
  model.map((item) => (item.type === 'separator' ? '—' : `${item.label}${item.enabled ? '' : ' (off)'}`))

describe('contextMenuModel', () => {
  it('nothing to act on: no menu at all', () => {
    expect(contextMenuModel(rightClick())).toEqual([])
    // Whitespace alone is not a selection worth copying.
    expect(contextMenuModel(rightClick({ selectionText: '  \n' }))).toEqual([])
  })

  it('a text field: the six edit roles, each enabled as Chromium says', () => {
    const model = contextMenuModel(
      rightClick({ isEditable: true, editFlags: { ...noFlags, canPaste: true, canSelectAll: true } })
    )
    expect(model).toEqual([
      { type: 'role', role: 'undo', label: 'Undo', enabled: false },
      { type: 'role', role: 'redo', label: 'Redo', enabled: false },
      { type: 'role', role: 'cut', label: 'Cut', enabled: false },
      { type: 'role', role: 'copy', label: 'Copy', enabled: false },
      { type: 'role', role: 'paste', label: 'Paste', enabled: true },
      { type: 'role', role: 'selectAll', label: 'Select All', enabled: true }
    ])
  })

  it('a misspelt word: suggestions that replace it, then Add to Dictionary, then editing', () => {
    const model = contextMenuModel(
      rightClick({
        isEditable: true,
        editFlags: { ...noFlags, canCut: true, canCopy: true },
        misspelledWord: 'teh',
        dictionarySuggestions: ['the', 'tech', 'ten', 'tea', 'tel', 'tee']
      })
    )
    expect(labels(model)).toEqual([
      'the',
      'tech',
      'ten',
      'tea',
      'tel',
      'Add to Dictionary',
      '—',
      'Undo (off)',
      'Redo (off)',
      'Cut',
      'Copy',
      'Paste (off)',
      'Select All (off)'
    ])
    expect(model[0]).toEqual({
      type: 'command',
      command: { id: 'replace-misspelling', word: 'the' },
      label: 'the',
      enabled: true
    })
    expect(model[5]).toEqual({
      type: 'command',
      command: { id: 'add-to-dictionary', word: 'teh' },
      label: 'Add to Dictionary',
      enabled: true
    })
  })

  it('a misspelt word the dictionary has nothing for says so, and can still be added', () => {
    expect(labels(contextMenuModel(rightClick({ isEditable: true, misspelledWord: 'Zyx' })))[0]).toBe(
      'No spelling suggestions (off)'
    )
    expect(labels(contextMenuModel(rightClick({ isEditable: true, misspelledWord: 'Zyx' })))[1]).toBe(
      'Add to Dictionary'
    )
  })

  it('selected text outside a field: Copy only', () => {
    expect(contextMenuModel(rightClick({ selectionText: 'Ada Lovelace' }))).toEqual([
      { type: 'role', role: 'copy', label: 'Copy', enabled: true }
    ])
  })

  it('a link: open in the browser, copy its address', () => {
    expect(contextMenuModel(rightClick({ linkURL: 'https://example.com/a' }))).toEqual([
      {
        type: 'command',
        command: { id: 'open-link', url: 'https://example.com/a' },
        label: 'Open Link in Browser',
        enabled: true
      },
      {
        type: 'command',
        command: { id: 'copy-link', url: 'https://example.com/a' },
        label: 'Copy Link Address',
        enabled: true
      }
    ])
  })

  it.each([
    'javascript:alert(document.cookie)',
    'file:///etc/passwd',
    'slack://open?team=T1',
    'http://example.com/plain'
  ])('a link the browser may not be handed (%s) is neither opened nor copied', (linkURL) => {
    expect(contextMenuModel(rightClick({ linkURL }))).toEqual([])
  })

  it('a selected link keeps Copy, then the link items', () => {
    expect(labels(contextMenuModel(rightClick({ linkURL: 'https://example.com/a', selectionText: 'docs' })))).toEqual([
      'Copy',
      '—',
      'Open Link in Browser',
      'Copy Link Address'
    ])
  })

  it('an image with contents: Copy Image at the spot clicked; an empty one gets nothing', () => {
    expect(contextMenuModel(rightClick({ mediaType: 'image', hasImageContents: true }))).toEqual([
      { type: 'command', command: { id: 'copy-image', x: 10, y: 20 }, label: 'Copy Image', enabled: true }
    ])
    expect(contextMenuModel(rightClick({ mediaType: 'image', hasImageContents: false }))).toEqual([])
    expect(contextMenuModel(rightClick({ mediaType: 'video', hasImageContents: true }))).toEqual([])
  })
})

describe('personMenuModel', () => {
  it('a numeric id with a username: open, copy username, copy the app link', () => {
    expect(personMenuModel({ userId: '42', username: 'ada' })).toEqual([
      { type: 'command', command: { id: 'open-profile', userId: '42' }, label: 'Open Profile', enabled: true },
      { type: 'separator' },
      { type: 'command', command: { id: 'copy-username', username: 'ada' }, label: 'Copy Username', enabled: true },
      {
        type: 'command',
        command: { id: 'copy-profile-link', link: 'platform-desktop://user/42' },
        label: 'Copy Profile Link',
        enabled: true
      }
    ])
  })

  it('no username: nothing to copy but the link; an id the app link cannot carry: no link', () => {
    expect(labels(personMenuModel({ userId: '42' }))).toEqual(['Open Profile', '—', 'Copy Profile Link'])
    expect(labels(personMenuModel({ userId: 'ada.l', username: 'ada' }))).toEqual([
      'Open Profile',
      '—',
      'Copy Username'
    ])
    expect(labels(personMenuModel({ userId: 'ada.l' }))).toEqual(['Open Profile'])
  })

  it('profile links are the ones parse-deep-link accepts', () => {
    for (const id of ['7', '123456789012345'])
      expect(parseDeepLink(profileDeepLink(id) ?? '')).toEqual({
        ok: true,
        route: { view: 'profile', userId: id },
        server: null
      })
    expect(profileDeepLink('ada')).toBeNull()
    expect(profileDeepLink('1234567890123456')).toBeNull()
  })
})
