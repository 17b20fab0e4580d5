// What the context menus say. The edit items carry the labels Electron gives
// their roles (electron/electron lib/browser/api/menu-item-roles.ts), so the
// recorded model reads as the native menu does; the rest are ours.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const contextMenuMessages = defineMessages({
  undo: {
    id: 'contextMenu.item.undo',
    defaultMessage: 'Undo',
    description: 'Context menu of a text field: undoes the last edit.'
  },
  redo: {
    id: 'contextMenu.item.redo',
    defaultMessage: 'Redo',
    description: 'Context menu of a text field: redoes the last undone edit.'
  },
  cut: {
    id: 'contextMenu.item.cut',
    defaultMessage: 'Cut',
    description: 'Context menu of a text field: cuts the selected text.'
  },
  copy: {
    id: 'contextMenu.item.copy',
    defaultMessage: 'Copy',
    description: 'Context menu of selected text: copies it.'
  },
  paste: {
    id: 'contextMenu.item.paste',
    defaultMessage: 'Paste',
    description: 'Context menu of a text field: pastes the clipboard.'
  },
  selectAll: {
    id: 'contextMenu.item.selectAll',
    defaultMessage: 'Select All',
    description: 'Context menu of a text field: selects all of its text.'
  },
  noSuggestions: {
    id: 'contextMenu.item.noSuggestions',
    defaultMessage: 'No spelling suggestions',
    description: 'Context menu of a misspelt word, shown greyed out when the dictionary has no suggestion.'
  },
  addToDictionary: {
    id: 'contextMenu.item.addToDictionary',
    defaultMessage: 'Add to Dictionary',
    description: 'Context menu of a misspelt word: adds it to the spelling dictionary.'
  },
  openLink: {
    id: 'contextMenu.item.openLink',
    defaultMessage: 'Open Link in Browser',
    description: 'Context menu of a link: opens it in the web browser.'
  },
  copyLink: {
    id: 'contextMenu.item.copyLink',
    defaultMessage: 'Copy Link Address',
    description: 'Context menu of a link: copies its address.'
  },
  copyImage: {
    id: 'contextMenu.item.copyImage',
    defaultMessage: 'Copy Image',
    description: 'Context menu of an image: copies it.'
  },
  openProfile: {
    id: 'contextMenu.item.openProfile',
    defaultMessage: 'Open Profile',
    description: 'Context menu of a person (a row or search result): opens their profile.'
  },
  copyUsername: {
    id: 'contextMenu.item.copyUsername',
    defaultMessage: 'Copy Username',
    description: 'Context menu of a person: copies their username.'
  },
  copyProfileLink: {
    id: 'contextMenu.item.copyProfileLink',
    defaultMessage: 'Copy Profile Link',
    description: 'Context menu of a person: copies a link to their profile.'
  },
  notAUsername: {
    id: 'contextMenu.error.notAUsername',
    defaultMessage: '“{name}” is not a username that can be copied: it must be one line of at most 100 characters.',
    description:
      'Error when the page asked for a person’s context menu with a username that is not valid. {name} is the first 40 characters of what it sent.'
  }
})

/** The page asked for a person's menu with a username that is not one. */
export const notAUsername = (name: string) => say(contextMenuMessages.notAUsername, { name: name.slice(0, 40) })
