// Delivers deep links to the renderer. One that arrives before the window
// has bootstrapped is kept (the latest wins) and handed over with the
// bootstrap; after that links go out as navigate events at once. A link that
// names a server first shows an account on it, when there is one; otherwise
// it opens in the account on screen.
import type { Route } from '@shared/routes'

import type { Logger } from '../../core/logging/logger'
import { parseDeepLink } from './parse-deep-link'

export class DeepLinks {
  #pending: Route | null = null
  #live = false
  readonly #send: (route: Route) => void
  readonly #logger: Logger
  readonly #showServer: (host: string) => boolean

  /** `showServer` shows an account on the server with that host; false when there is none. */
  constructor(send: (route: Route) => void, logger: Logger, showServer: (host: string) => boolean = () => false) {
    this.#send = send
    this.#logger = logger
    this.#showServer = showServer
  }

  /** True when the link was acted on (the host then focuses the window). */
  open(raw: unknown): boolean {
    const parsed = parseDeepLink(raw)
    if (!parsed.ok) {
      // The link itself is not logged: it came from outside and may be anything.
      this.#logger.warn({ reason: parsed.reason }, 'ignored a deep link')
      return false
    }
    if (parsed.server !== null && !this.#showServer(parsed.server))
      this.#logger.info('a deep link named a server no account is on; opened in the account on screen')
    if (this.#live) this.#send(parsed.route)
    else this.#pending = parsed.route
    return true
  }

  /** The window went away: keep the next link for the next window's bootstrap. */
  pause(): void {
    this.#live = false
  }

  /** The link waiting for the bootstrap, left waiting (the page's HTML is written for the screen it will open). */
  peekPending(): Route | null {
    return this.#pending
  }

  /** For the bootstrap: the link that waited, and from now on links go out live. */
  takePending(): Route | null {
    const route = this.#pending
    this.#pending = null
    this.#live = true
    return route
  }
}
