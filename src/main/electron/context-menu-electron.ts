// Right-clicks in the main window (and Shift+F10 or the Menu key, which
// Chromium reports the same way) become main's context menu. Chromium asks
// only when the page let the DOM 'contextmenu' event through: a row the page
// handles itself calls preventDefault and names the person over IPC instead.
import type { BrowserWindow } from 'electron'

import type { MainApp } from '../app/main-app'

export function watchContextMenu(window: BrowserWindow, app: Pick<MainApp, 'contextMenu'>): void {
  const contents = window.webContents
  // electron/electron docs/api/web-contents.md, Event 'context-menu': the fields the model reads, nothing else (no frame object).
  contents.on('context-menu', (_event, params) => {
    const { canUndo, canRedo, canCut, canCopy, canPaste, canSelectAll } = params.editFlags
    app.contextMenu(
      {
        x: params.x,
        y: params.y,
        isEditable: params.isEditable,
        editFlags: { canUndo, canRedo, canCut, canCopy, canPaste, canSelectAll },
        selectionText: params.selectionText,
        misspelledWord: params.misspelledWord,
        dictionarySuggestions: params.dictionarySuggestions,
        linkURL: params.linkURL,
        mediaType: params.mediaType,
        hasImageContents: params.hasImageContents
      },
      {
        replaceMisspelling: (word) => contents.replaceMisspelling(word),
        // Kept in the profile's custom dictionary (electron_api_session.cc, AddWordToSpellCheckerDictionary; the OS's too where it checks spelling).
        addToDictionary: (word) => void contents.session.addWordToSpellCheckerDictionary(word),
        copyImageAt: (x, y) => contents.copyImageAt(x, y)
      }
    )
  })
}
