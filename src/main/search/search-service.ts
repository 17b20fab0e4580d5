// One search at a time per window: a new query aborts the HTTP request of
// the one before (the server sees the connection go), and the superseded
// call settles at once as 'cancelled', so the renderer never waits on, or
// shows, an answer to a query it no longer asks.
import type { SearchView } from '@shared/search'

import type { ApiClient } from '../api/api-client'
import { AppFailure, failure } from '../api/app-failure'
import { apiPath } from '../api/operations'
import type { RecentSearches } from './recent-searches'
import { cannotSearchFor, searchReplaced } from './search-words'

export class SearchService {
  readonly #running = new Map<string, AbortController>()

  /** Through `api` (the call's account's client), remembered in `recent` (that account's list). */
  async search(api: ApiClient, recent: RecentSearches, query: string, sender: string, remember: boolean): Promise<SearchView> {
    this.cancel(sender)
    const text = query.trim()
    // The API answers 400 to a missing input: an empty query asks nothing.
    if (!text) return { query: '', groups: [], total: 0, other: null }
    const controller = new AbortController()
    this.#running.set(sender, controller)
    try {
      const view = (await api.get(apiPath('search'), { auth: 'optional', params: { input: text }, signal: controller.signal, read: ['search', text] })).body
      if (remember) recent.record(text)
      return view
    } catch (error) {
      if (controller.signal.aborted) throw failure({ kind: 'cancelled', message: searchReplaced() })
      if (error instanceof AppFailure && error.appError.status === 400)
        throw failure({ ...error.appError, kind: 'invalid-input', message: cannotSearchFor(error.appError.message) })
      throw error
    } finally {
      if (this.#running.get(sender) === controller) this.#running.delete(sender)
    }
  }

  cancel(sender: string): void {
    this.#running.get(sender)?.abort()
    this.#running.delete(sender)
  }

  cancelAll(): void {
    for (const controller of this.#running.values()) controller.abort()
    this.#running.clear()
  }
}
