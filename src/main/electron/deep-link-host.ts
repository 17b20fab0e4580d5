// The OS side of deep links: registers platform-desktop:// with the OS (an
// installed copy only) and collects links from macOS `open-url`, from this
// process's own argv and from a second instance's argv (Windows, Linux).
// Links that arrive before the app is ready wait here; parsing and refusing
// is the main app's job.
import { app } from 'electron'

import { DEEP_LINK_SCHEME, deepLinkInArgv } from '../desktop/deep-link/parse-deep-link'

export interface DeepLinkHost {
  /** From a second instance's command line. */
  fromArgv(argv: readonly string[]): void
  /** Starts delivering: `open` parses and acts; `show` brings the window forward. */
  attach(open: (raw: string) => boolean, show: () => void): void
  /**
   * Whether the OS took the scheme: 'refused' on Linux when no installed
   * desktop entry names this copy (an AppImage), null when not asked (a
   * development run).
   */
  readonly registration: 'registered' | 'refused' | null
}

export function installDeepLinkHost(): DeepLinkHost {
  const waiting: string[] = []
  let sink: { open: (raw: string) => boolean; show: () => void } | null = null
  const deliver = (raw: string) => {
    if (!sink) {
      waiting.push(raw)
      return
    }
    if (sink.open(raw)) sink.show()
  }

  // Any page can launch a platform-desktop:// link; parseDeepLink accepts only
  // user/<numeric id> and ignores the rest, so registering the scheme is safe.
  // Only an installed copy registers: a development run (`electron .`) would
  // take the scheme over from an installed copy, and the installers register
  // it anyway. In development a link reaches the app on its command line.
  // On Linux Electron asks GIO to make the desktop entry named by
  // CHROME_DESKTOP (our desktopName) the scheme's handler, and answers false
  // when no such entry is installed, as for an AppImage no integration tool
  // installed (electron/electron shell/browser/browser_linux.cc,
  // SetDefaultWebClient: g_desktop_app_info_new, then
  // g_app_info_set_as_default_for_type).
  // eslint-disable-next-line no-restricted-syntax -- parseDeepLink accepts only user/<numeric id> and ignores the rest (see above)
  const registered = app.isPackaged ? app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME) : null
  const registration = registered === null ? null : registered ? 'registered' : 'refused'

  app.on('open-url', (event, url) => {
    event.preventDefault()
    deliver(url)
  })
  const ownLink = deepLinkInArgv(process.argv)
  if (ownLink) waiting.push(ownLink)

  return {
    registration,
    fromArgv(argv) {
      const link = deepLinkInArgv(argv)
      if (link) deliver(link)
    },
    attach(open, show) {
      sink = { open, show }
      for (const raw of waiting.splice(0)) deliver(raw)
    }
  }
}
