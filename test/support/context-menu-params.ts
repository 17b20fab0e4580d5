import type { ContextMenuParams } from '../../src/main/desktop/menu/context-menu-model'

/** What Electron sends for a right-click on plain page text with nothing selected, with the test's changes. */
export const rightClick = (overrides: Partial<ContextMenuParams> = {}): ContextMenuParams => ({
  x: 10,
  y: 20,
  isEditable: false,
  editFlags: { canUndo: false, canRedo: false, canCut: false, canCopy: false, canPaste: false, canSelectAll: false },
  selectionText: '',
  misspelledWord: '',
  dictionarySuggestions: [],
  linkURL: '',
  mediaType: 'none',
  hasImageContents: false,
  ...overrides
})
