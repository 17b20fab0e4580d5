// The features the page's first question needs: the app's own (bootstrap,
// opening links, About) and the navigation (where the person left off).
// main-app.ts builds them as it starts; every other feature comes in a chunk
// of its own after the first answer (feature-list.ts, late-features.ts).
import type { StartView } from '@shared/kept-screen-start'
import type { Route } from '@shared/routes'
import type { SettingsModel } from '@shared/settings'

import type { Logger } from '../core/logging/logger'
import type { DeepLinks } from '../desktop/deep-link/deep-links'
import { runtimeVersions } from '../desktop/menu/about'
import type { OsSurfaces } from '../desktop/os/os-surfaces'
import type { Accounts } from '../features/accounts/accounts'
import { createNavigationFeature } from '../features/navigation'
import type { SettingsStore } from '../features/settings/settings-store'
import { createAppFeature } from './app-handlers'
import type { Feature } from './feature'
import type { MainAppDeps } from './main-app-types'
import type { NoticeQueue } from './notices'

export interface EarlyFeatures {
  app: Feature
  navigation: ReturnType<typeof createNavigationFeature>
  /** What the page's bootstrap would say the start opens, taking nothing (a waiting link stays for the bootstrap). */
  startView(): StartView
}

export function earlyFeatures(ctx: {
  deps: MainAppDeps
  settings: SettingsStore
  accounts: Accounts
  notices: NoticeQueue
  deepLinks: DeepLinks
  os: OsSurfaces
  logger: Logger
  /** Settings as the page sees them, for the account on screen. */
  view: () => SettingsModel
}): EarlyFeatures {
  const { deps, settings, accounts, notices, os } = ctx
  const navigation = createNavigationFeature({
    settings,
    session: () => accounts.activeView(),
    activeId: () => accounts.activeId(),
    logger: ctx.logger
  })
  // A link that waited for the window wins over where the person left off.
  const startView = (route: Route | null): StartView => ({
    settings: ctx.view(),
    session: accounts.activeView(),
    accounts: accounts.list(),
    route,
    resume: route ? null : navigation.resume()
  })
  const app = createAppFeature({
    bootstrap: () => ({ ...startView(ctx.deepLinks.takePending()), notices: notices.drain() }),
    platform: deps.platform,
    version: deps.version,
    openExternal: deps.openExternal,
    runtime: runtimeVersions(),
    showAbout: (about) => os.showAbout(about)
  })
  return { app, navigation, startView: () => startView(ctx.deepLinks.peekPending()) }
}
