// What the application menu and the About box say beyond the command titles
// (those live in src/shared/commands.ts with their shortcuts).

export const MENU_TITLES = { file: 'File', edit: 'Edit', view: 'View', go: 'Go', window: 'Window', help: 'Help' } as const
/** "Sign out demo@platform.example.com": the menu names the account it ends. */
export const signOutOf = (account: string) => `Sign out ${account}`
export const aboutHeading = (name: string, version: string) => `${name} ${version}`
export const aboutLine = (part: 'Electron' | 'Chromium' | 'Node.js' | 'OS', version: string) => `${part}: ${version}`
export const ABOUT_LICENCE = 'All rights reserved. Includes Electron, Chromium and Node.js under their own open-source licences (LICENSES.chromium.html in the app’s folder).'
export const ABOUT_COPY = 'Copy'
export const ABOUT_OK = 'OK'
