// Whether each server can be reached, decided once for the whole app from
// every request main makes to it (api-client.ts reports each outcome): any
// HTTP answer, even an error status, means the server is there; a refused or
// dropped connection, or two timeouts in a row, mean it is not. Status shows
// it as the one connectivity state (StatusSnapshot.unreachable): a server
// out of reach is not a service in trouble (docs/features.md, Connectivity).

/** What a request to a server came to, as far as reaching it goes. */
export type ReachOutcome = 'reached' | 'unreachable' | 'timeout'

export interface OutOfReach {
  /** When requests to the server began to fail. */
  since: string
  /** The last time any request reached it in this run; null: none has. */
  lastReachedAt: string | null
}

interface ServerState {
  outSince: number | null
  lastReachedAt: number | null
  /** Timeouts in a row since the last answer: one slow answer is not an outage. */
  timeouts: number
}

/** Two timeouts in a row without an answer between them: the server is out of reach. */
const TIMEOUTS_TO_OUT = 2

export class Reachability {
  readonly #servers = new Map<string, ServerState>()
  readonly #listeners = new Set<(server: string) => void>()
  readonly #now: () => number

  constructor(now: () => number) {
    this.#now = now
  }

  /** One request's outcome for `server` (a base URL as the accounts hold it). */
  record(server: string, outcome: ReachOutcome): void {
    const state = this.#servers.get(server) ?? { outSince: null, lastReachedAt: null, timeouts: 0 }
    this.#servers.set(server, state)
    const wasOut = state.outSince !== null
    if (outcome === 'reached') {
      state.lastReachedAt = this.#now()
      state.timeouts = 0
      state.outSince = null
    } else {
      if (outcome === 'timeout') state.timeouts++
      if (state.outSince === null && (outcome === 'unreachable' || state.timeouts >= TIMEOUTS_TO_OUT))
        state.outSince = this.#now()
    }
    if (wasOut !== (state.outSince !== null)) for (const listener of this.#listeners) listener(server)
  }

  /** Null while the server is reachable (or nothing has been asked of it yet). */
  of(server: string): OutOfReach | null {
    const state = this.#servers.get(server)
    if (state?.outSince == null) return null
    return {
      since: new Date(state.outSince).toISOString(),
      lastReachedAt: state.lastReachedAt === null ? null : new Date(state.lastReachedAt).toISOString()
    }
  }

  /** Called with the server whenever it goes out of reach or comes back. */
  onChange(listener: (server: string) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}
