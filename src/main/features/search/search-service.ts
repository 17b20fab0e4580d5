// One search at a time per window: a new query aborts the HTTP request of
// the one before (the server sees the connection go), and the superseded
// call settles at once as 'cancelled', so the renderer never waits on, or
// shows, an answer to a query it no longer asks.
//
// Recent searches keep what a person searched for, not every fragment the
// type-ahead sent: a query is remembered when the page says it was submitted
// or settled on ('search:remember'), and only when this window's search for
// it answered with results. Main holds which queries did, per window.
import { AppFailure, failure } from '@shared/result'
import type { SearchModel } from '@shared/search'

import type { ApiClient } from '../../core/api/api-client'
import { apiPath } from '../../core/api/operations'
import { say } from '../../core/i18n'
import type { RecentSearches } from './recent-searches'
import { cannotSearchFor, searchMessages } from './search-words'

/** Queries answered with results that a window may still ask to remember (its last ones). */
export const MAX_ANSWERED_PER_WINDOW = 50

interface Answered {
  query: string
  /** Whose list it goes to: the account (or server) the search was for. */
  owner: string
  recent: RecentSearches
}

export class SearchService {
  readonly #running = new Map<string, AbortController>()
  readonly #answered = new Map<string, Answered[]>()

  /**
   * Through `api` (the call's account's client). `remember`: the person submitted this query, so it is kept
   * in `recent` (that account's list) when it answers with results; `owner` names that list.
   */
  async search(
    api: ApiClient,
    recent: RecentSearches,
    owner: string,
    query: string,
    sender: string,
    remember: boolean
  ): Promise<SearchModel> {
    this.cancel(sender)
    const text = query.trim()
    // The API answers 400 to a missing input: an empty query asks nothing.
    if (!text) return { query: '', groups: [], total: 0, other: null }
    const controller = new AbortController()
    this.#running.set(sender, controller)
    try {
      const view = (
        await api.get(apiPath('search'), {
          auth: 'optional',
          params: { input: text },
          signal: controller.signal,
          read: ['search', text]
        })
      ).body
      if (view.total > 0) {
        this.#noteAnswered(sender, { query: text, owner, recent })
        if (remember) recent.record(text)
      }
      return view
    } catch (error) {
      if (controller.signal.aborted) throw failure({ kind: 'cancelled', message: say(searchMessages.searchReplaced) })
      if (error instanceof AppFailure && error.appError.status === 400)
        throw failure({ ...error.appError, kind: 'invalid-input', message: cannotSearchFor(text, error.appError.said) })
      throw error
    } finally {
      if (this.#running.get(sender) === controller) this.#running.delete(sender)
    }
  }

  /** Keeps `query` in the recent searches of `owner` when this window's search for it answered with results; false when none did. */
  remember(sender: string, owner: string, query: string): boolean {
    const text = query.trim()
    const answered = this.#answered.get(sender)?.find((entry) => entry.owner === owner && entry.query === text)
    answered?.recent.record(text)
    return answered !== undefined
  }

  cancel(sender: string): void {
    this.#running.get(sender)?.abort()
    this.#running.delete(sender)
  }

  /** The window closed: what it could still ask to remember goes. */
  forgetWindow(sender: string): void {
    this.#answered.delete(sender)
  }

  cancelAll(): void {
    for (const controller of this.#running.values()) controller.abort()
    this.#running.clear()
  }

  #noteAnswered(sender: string, entry: Answered): void {
    const others = (this.#answered.get(sender) ?? []).filter(
      (old) => old.owner !== entry.owner || old.query !== entry.query
    )
    this.#answered.set(sender, [entry, ...others].slice(0, MAX_ANSWERED_PER_WINDOW))
  }
}
