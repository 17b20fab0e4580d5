// What a right-click (or Shift+F10, or the Menu key) offers, as a pure model:
// the Electron adapter pops it up with Menu.buildFromTemplate, the e2e harness
// records it. Two sources: what Chromium tells main about the spot that was
// clicked (Electron's 'context-menu' event) for fields, selections, links and
// images, and a person row the page names over IPC ('context-menu:person').

import { say } from '../../core/i18n'
import { externalUrlAllowed } from '../../core/security/external-url'
import { profileDeepLink } from '../deep-link/parse-deep-link'
import * as words from './context-menu-words'

/**
 * The part of Electron's ContextMenuParams the app reads (electron/electron
 * docs/api/web-contents.md, Event 'context-menu'; built in
 * shell/browser/api/electron_api_web_contents.cc, HandleContextMenu, whose
 * editFlags come from shell/common/gin_converters/blink_converter.cc,
 * EditFlagsToV8: canPaste is false while the clipboard holds nothing).
 */
export interface ContextMenuParams {
  x: number
  y: number
  isEditable: boolean
  editFlags: {
    canUndo: boolean
    canRedo: boolean
    canCut: boolean
    canCopy: boolean
    canPaste: boolean
    canSelectAll: boolean
  }
  selectionText: string
  /** '' when the word under the pointer is spelt right, or spellcheck is off. */
  misspelledWord: string
  dictionarySuggestions: string[]
  linkURL: string
  /** 'none', 'image', 'audio', 'video', 'canvas', 'file' or 'plugin'. */
  mediaType: string
  hasImageContents: boolean
}

/** Electron's own edit roles (they act on the focused web contents). */
export type EditRole = 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll'

export type ContextMenuCommand =
  | { id: 'replace-misspelling'; word: string }
  | { id: 'add-to-dictionary'; word: string }
  | { id: 'open-link'; url: string }
  | { id: 'copy-link'; url: string }
  | { id: 'copy-image'; x: number; y: number }
  | { id: 'open-profile'; userId: string }
  | { id: 'copy-username'; username: string }
  | { id: 'copy-profile-link'; link: string }

export type ContextMenuItem =
  | { type: 'role'; role: EditRole; label: string; enabled: boolean }
  | { type: 'command'; command: ContextMenuCommand; label: string; enabled: boolean }
  | { type: 'separator' }

/** An empty list: no menu at all. */
export type ContextMenuModel = ContextMenuItem[]

/** A person row or user search result, as the page names it (checked by the feature before it gets here). */
export interface PersonTarget {
  userId: string
  username?: string
}

const MAX_SUGGESTIONS = 5
const role = (name: EditRole, label: string, enabled: boolean): ContextMenuItem => ({
  type: 'role',
  role: name,
  label,
  enabled
})
const command = (cmd: ContextMenuCommand, label: string): ContextMenuItem => ({
  type: 'command',
  command: cmd,
  label,
  enabled: true
})

/** Groups joined by separators; empty groups vanish. */
function joined(groups: ContextMenuItem[][]): ContextMenuModel {
  const items: ContextMenuModel = []
  for (const group of groups.filter((g) => g.length > 0)) {
    if (items.length > 0) items.push({ type: 'separator' })
    items.push(...group)
  }
  return items
}

function spelling(params: ContextMenuParams): ContextMenuItem[] {
  const word = params.misspelledWord
  if (!params.isEditable || word === '') return []
  const suggestions = params.dictionarySuggestions.slice(0, MAX_SUGGESTIONS)
  const replace = suggestions.map((suggestion) => command({ id: 'replace-misspelling', word: suggestion }, suggestion))
  const none: ContextMenuItem[] =
    suggestions.length === 0
      ? [
          {
            type: 'command',
            command: { id: 'replace-misspelling', word },
            label: say(words.contextMenuMessages.noSuggestions),
            enabled: false
          }
        ]
      : []
  return [
    ...replace,
    ...none,
    command({ id: 'add-to-dictionary', word }, say(words.contextMenuMessages.addToDictionary))
  ]
}

function editing(params: ContextMenuParams): ContextMenuItem[] {
  const flags = params.editFlags
  if (params.isEditable)
    return [
      role('undo', say(words.contextMenuMessages.undo), flags.canUndo),
      role('redo', say(words.contextMenuMessages.redo), flags.canRedo),
      role('cut', say(words.contextMenuMessages.cut), flags.canCut),
      role('copy', say(words.contextMenuMessages.copy), flags.canCopy),
      role('paste', say(words.contextMenuMessages.paste), flags.canPaste),
      role('selectAll', say(words.contextMenuMessages.selectAll), flags.canSelectAll)
    ]
  // Selected text outside a field: Copy is all that applies.
  return params.selectionText.trim() !== '' ? [role('copy', say(words.contextMenuMessages.copy), true)] : []
}

/**
 * Open and Copy Link Address only for what the browser may be handed
 * (external-url.ts): a `javascript:`, `file:` or custom-scheme link is
 * neither opened nor copied as if it were a web address.
 */
function link(params: ContextMenuParams): ContextMenuItem[] {
  const allowed = params.linkURL === '' ? null : externalUrlAllowed(params.linkURL)
  if (!allowed) return []
  const url = allowed.toString()
  return [
    command({ id: 'open-link', url }, say(words.contextMenuMessages.openLink)),
    command({ id: 'copy-link', url }, say(words.contextMenuMessages.copyLink))
  ]
}

function image(params: ContextMenuParams): ContextMenuItem[] {
  return params.mediaType === 'image' && params.hasImageContents
    ? [command({ id: 'copy-image', x: params.x, y: params.y }, say(words.contextMenuMessages.copyImage))]
    : []
}

/** The menu for a spot in the page: spelling first (as every OS puts it), then editing, the link, the image. */
export function contextMenuModel(params: ContextMenuParams): ContextMenuModel {
  return joined([spelling(params), editing(params), link(params), image(params)])
}

/** The menu for a person: open the profile, copy what identifies them. */
export function personMenuModel(person: PersonTarget): ContextMenuModel {
  // The app's own links open a profile only for a numeric id, so a profile link is offered only for one.
  const link = profileDeepLink(person.userId)
  return joined([
    [command({ id: 'open-profile', userId: person.userId }, say(words.contextMenuMessages.openProfile))],
    [
      ...(person.username
        ? [command({ id: 'copy-username', username: person.username }, say(words.contextMenuMessages.copyUsername))]
        : []),
      ...(link ? [command({ id: 'copy-profile-link', link }, say(words.contextMenuMessages.copyProfileLink))] : [])
    ]
  ])
}
