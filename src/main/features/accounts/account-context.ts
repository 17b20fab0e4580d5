// An account as a value (issue 33). A call or a background run is for one
// account, decided once — when the call arrives (dispatch.ts) or from the
// job's key — and everything it does goes through the context it was handed:
// requests through the context's API client, which is bound to that
// account's server and credential; the session it reads; the settings its
// account and server chose. Nothing in main asks "whose work is this?" while
// the work runs, so switching accounts meanwhile cannot change where the rest
// of it goes.
import type { ApiClient } from '../../core/api/api-client'
import type { SessionService } from '../session/session-service'
import type { ScopedPrefs } from '../settings/settings-store'

/** One server as work for it sees it: where its requests go, the client that sends them, what was chosen for it. */
export interface ServerContext {
  readonly baseUrl: string
  /** Sends to this server only; an account's carries that account's credential, a server's none. */
  readonly api: ApiClient
  /** The settings kept per account or per server (settings-store.ts, SCOPED), read and written for this one. */
  readonly prefs: ScopedPrefs
}

/** One account: its server's context, its id and its session. */
export interface AccountContext extends ServerContext {
  readonly id: string
  readonly session: SessionService
}
