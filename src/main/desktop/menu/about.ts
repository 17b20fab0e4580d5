// What About Platform Desktop says, computed once from what the host knows:
// the app's version and the runtime it runs on. The same text fills macOS's
// About panel and the dialog on Windows and Linux (src/main/electron/app-menu.ts).
import { arch, release, type } from 'node:os'

import { say } from '../../core/i18n'
import { APP_NAME } from '../tray/tray-words'
import { aboutLine, menuMessages } from './menu-words'

/** process.versions and the OS as the host reads them. */
export interface RuntimeVersions {
  electron: string
  chrome: string
  node: string
  /** "Linux 6.8.0 (x64)". */
  os: string
}

/** The runtime this process runs on: Electron's versions in the app, "none" where it is Node alone (tests, the harness). */
export function runtimeVersions(versions: NodeJS.ProcessVersions = process.versions): RuntimeVersions {
  return {
    electron: versions.electron ?? 'none',
    chrome: versions.chrome ?? 'none',
    node: versions.node,
    os: `${type()} ${release()} (${arch()})`
  }
}

export interface AboutInfo {
  name: string
  version: string
  /** "Platform Desktop 0.1.0". */
  heading: string
  /** One line per part: Electron, Chromium, Node.js, the OS. */
  lines: string[]
  licence: string
}

export function aboutInfo(version: string, runtime: RuntimeVersions): AboutInfo {
  return {
    name: APP_NAME,
    version,
    heading: say(menuMessages.aboutHeading, { name: APP_NAME, version }),
    lines: [
      aboutLine('electron', runtime.electron),
      aboutLine('chromium', runtime.chrome),
      aboutLine('node', runtime.node),
      aboutLine('os', runtime.os)
    ],
    licence: say(menuMessages.aboutLicence)
  }
}

/** The whole text, as "Copy" puts it on the clipboard for a bug report. */
export const aboutText = (about: AboutInfo): string => [about.heading, ...about.lines, about.licence].join('\n')
