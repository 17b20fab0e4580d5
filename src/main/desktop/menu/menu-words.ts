// What the application menu and the About box say beyond the command titles
// (those live in src/shared/commands.ts with their shortcuts).
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const menuMessages = defineMessages({
  file: { id: 'menu.title.file', defaultMessage: 'File', description: 'Application menu bar: the File menu.' },
  edit: { id: 'menu.title.edit', defaultMessage: 'Edit', description: 'Application menu bar: the Edit menu.' },
  view: {
    id: 'menu.title.view',
    defaultMessage: 'View',
    description: 'Application menu bar: the View menu (zoom, full screen).'
  },
  go: {
    id: 'menu.title.go',
    defaultMessage: 'Go',
    description: 'Application menu bar: the Go menu (the app’s views, back and forward).'
  },
  window: { id: 'menu.title.window', defaultMessage: 'Window', description: 'Application menu bar: the Window menu.' },
  help: { id: 'menu.title.help', defaultMessage: 'Help', description: 'Application menu bar: the Help menu.' },
  signOutOf: {
    id: 'menu.item.signOutOf',
    defaultMessage: 'Sign out {account}',
    description:
      'File menu item while signed in: signs out. {account} names the account, e.g. demo@platform.example.com.'
  },
  newUpdates: {
    id: 'menu.item.newUpdates',
    defaultMessage: '{title} ({count, number} new)',
    description:
      'Go menu item while the platform has published updates (its news) the person has not seen: {title} is the item’s name (“Updates”), {count} how many are new.'
  },
  aboutHeading: {
    id: 'menu.about.heading',
    defaultMessage: '{name} {version}',
    description: 'About box heading: {name} is the app’s name (Platform Desktop), {version} its version (0.1.0).'
  },
  electronLine: {
    id: 'menu.about.electron',
    defaultMessage: 'Electron: {version}',
    description: 'About box line: the Electron version the app runs on.'
  },
  chromiumLine: {
    id: 'menu.about.chromium',
    defaultMessage: 'Chromium: {version}',
    description: 'About box line: the Chromium version the app runs on.'
  },
  nodeLine: {
    id: 'menu.about.node',
    defaultMessage: 'Node.js: {version}',
    description: 'About box line: the Node.js version the app runs on.'
  },
  osLine: {
    id: 'menu.about.os',
    defaultMessage: 'OS: {version}',
    description: 'About box line: the operating system (OS) the app runs on; {version} is e.g. “Linux 6.8.0 (x64)”.'
  },
  aboutLicence: {
    id: 'menu.about.licence',
    defaultMessage:
      'All rights reserved. Includes Electron, Chromium and Node.js under their own open-source licences (LICENSES.chromium.html in the app’s folder).',
    description: 'About box: the licence line. LICENSES.chromium.html is a file name and stays as it is.'
  },
  aboutCopy: {
    id: 'menu.about.copy',
    defaultMessage: 'Copy',
    description: 'About box button (Windows, Linux): copies its text for a bug report.'
  },
  aboutOk: { id: 'menu.about.ok', defaultMessage: 'OK', description: 'About box button (Windows, Linux): closes it.' }
})

export const menuTitles = () => ({
  file: say(menuMessages.file),
  edit: say(menuMessages.edit),
  view: say(menuMessages.view),
  go: say(menuMessages.go),
  window: say(menuMessages.window),
  help: say(menuMessages.help)
})
const ABOUT_LINES = {
  electron: menuMessages.electronLine,
  chromium: menuMessages.chromiumLine,
  node: menuMessages.nodeLine,
  os: menuMessages.osLine
}

export const aboutLine = (part: keyof typeof ABOUT_LINES, version: string) => say(ABOUT_LINES[part], { version })
