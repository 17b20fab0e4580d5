// Navigation as a feature: the page reports where it is (navigation:visited)
// and the bootstrap offers where the person left off (last-route.ts).
import type { Route } from '@shared/routes'
import type { SessionModel } from '@shared/session'

import type { Feature } from '../../app/feature'
import type { Logger } from '../../core/logging/logger'
import type { SettingsStore } from '../settings/settings-store'
import { LastRoute } from './last-route'

export interface NavigationFeature extends Feature {
  /** For the bootstrap: where to reopen, or null. */
  resume(): Route | null
}

export function createNavigationFeature(deps: {
  settings: SettingsStore
  /** The session on screen. */
  session: () => SessionModel
  /** The account on screen: only its place is kept. */
  activeId: () => string | null
  logger: Logger
}): NavigationFeature {
  const last = new LastRoute(
    { get: () => deps.settings.get('lastRoute'), set: (route) => deps.settings.set('lastRoute', route) },
    deps.session,
    deps.logger
  )
  return {
    handlers: {
      'navigation:visited': ({ route }, { account }) => {
        if ((account?.id ?? null) === deps.activeId()) last.visited(route)
        return Promise.resolve(null)
      }
    },
    resume: () => last.resume(),
    onSessionEnd: (account) => {
      if (account === deps.activeId()) last.forget()
    },
    // A user id means nothing on another server.
    onServerChange: () => last.forget()
  }
}
