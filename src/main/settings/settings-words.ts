// What the settings file says when it fails. The words of each setting (its
// label, hint and the sentences its checks refuse with) live with its entry
// in src/shared/settings.ts, where the page reads them too.

/** The settings file could not be read at start; `movedTo` is where the old one was kept. */
export const settingsFileReset = (kept: number, movedTo: string) =>
  `Your settings file could not be read${kept > 0 ? `, so Platform Desktop kept the ${kept} setting${kept === 1 ? '' : 's'} it could and reset the rest` : ', so Platform Desktop started with default settings'}. The old file was kept as ${movedTo}.`
export const SETTING_NOT_SAVED = 'That setting could not be saved. Please try again.'
