// Where the person left off, so the app reopens there after a restart. The
// page tells main each route it arrives at; main keeps the last one in the
// settings file beside the window bounds (main's own state, not a choice the
// person makes) and offers it with the next bootstrap.
//
// Every view sits behind sign-in (the page shows the sign-in form in place of
// any of them, app.tsx), so a remembered route belongs to the session: it is
// kept only while signed in, forgotten when the session ends, and offered
// only while a session is there or being restored.
import { defineMessages } from '@shared/i18n/messages'
import { failure } from '@shared/result'
import { parseRoute, type Route, sameRoute } from '@shared/routes'
import type { SessionModel } from '@shared/session'

import { say } from '../../core/i18n'
import type { Logger } from '../../core/logging/logger'

const m = defineMessages({
  notAPlace: {
    id: 'navigation.error.notAPlace',
    defaultMessage: 'That is not a place in Platform Desktop, so it was not remembered.',
    description:
      'Error when the page reported a view or address that the app does not have (so it is not remembered as the last place).'
  }
})

/** The stored value: what the settings file holds under `lastRoute`, checked on the way in and out. */
export type StoredRoute = Record<string, string>

export interface RouteStore {
  get(): unknown
  set(route: StoredRoute | null): void
}

export class LastRoute {
  readonly #store: RouteStore
  readonly #session: () => SessionModel
  readonly #logger: Logger

  constructor(store: RouteStore, session: () => SessionModel, logger: Logger) {
    this.#store = store
    this.#session = session
    this.#logger = logger
  }

  /** The page arrived at `raw` (untrusted). Refused when it is no route; ignored when signed out. */
  visited(raw: unknown): void {
    const route = parseRoute(raw)
    if (!route) throw failure({ kind: 'invalid-input', message: say(m.notAPlace) })
    // A report that crossed a sign-out on its way must not bring the old account's place back.
    if (!this.#session().signedIn) return
    const kept = withoutTransient(route)
    const before = this.#remembered()
    if (before && sameRoute(before, kept)) return
    this.#store.set(kept)
  }

  /** What the bootstrap offers: the remembered route, while there is (or may soon be) a session for it. */
  resume(): Route | null {
    const session = this.#session()
    if (!session.signedIn && !session.restoring) return null
    return this.#remembered()
  }

  /** The session ended (or the server changed): its place goes with it. */
  forget(): void {
    if (this.#store.get() === null) return
    try {
      this.#store.set(null)
    } catch (error) {
      // Harmless if it stays: without a session it is never offered, and the next visit overwrites it.
      this.#logger.warn({ err: error }, 'could not forget the last route')
    }
  }

  /** A value another version wrote, or one edited by hand, is simply not a place to reopen. */
  #remembered(): Route | null {
    const route = parseRoute(this.#store.get())
    return route ? withoutTransient(route) : null
  }
}

/** A notification to bring into view was for that moment, not for the next start. */
function withoutTransient(route: Route): Route {
  return route.view === 'notifications' ? { view: 'notifications' } : route
}
