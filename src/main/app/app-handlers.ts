// The app's own feature: the renderer's bootstrap, opening links in the OS
// browser, and Help → About.
import type { AppBootstrap } from '@shared/ipc'
import { failure } from '@shared/result'

import { say } from '../core/i18n'
import { externalUrlAllowed } from '../core/security/external-url'
import { type AboutInfo, aboutInfo, type RuntimeVersions } from '../desktop/menu/about'
import { appMessages } from './app-words'
import type { Feature } from './feature'

export function createAppFeature(deps: {
  bootstrap: () => Omit<AppBootstrap, 'platform' | 'version'>
  platform: string
  version: string
  openExternal: (url: string) => Promise<void>
  runtime: RuntimeVersions
  showAbout: (about: AboutInfo) => void
}): Feature {
  const platform =
    deps.platform === 'darwin' || deps.platform === 'win32' || deps.platform === 'linux' ? deps.platform : 'other'
  return {
    handlers: {
      'app:bootstrap': () => Promise.resolve({ ...deps.bootstrap(), platform, version: deps.version }),
      'shell:open-external': async ({ url }) => {
        const allowed = externalUrlAllowed(url)
        if (!allowed) throw failure({ kind: 'invalid-input', message: say(appMessages.onlyHttpsLinks) })
        await deps.openExternal(allowed.toString())
        return null
      }
    },
    menuCommands: { 'help:about': () => deps.showAbout(aboutInfo(deps.version, deps.runtime)) }
  }
}
