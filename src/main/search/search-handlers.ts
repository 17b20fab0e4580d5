// The Search slice of the IPC handler map.
import type { IpcHandlers } from '../ipc/dispatch'
import type { RecentSearches } from './recent-searches'
import type { SearchService } from './search-service'

export type SearchChannel = 'search:query' | 'search:cancel' | 'search:recent' | 'search:clear-recent'

export function searchHandlers(service: SearchService, recent: RecentSearches): Pick<IpcHandlers, SearchChannel> {
  return {
    'search:query': ({ query, remember }, { sender }) => service.search(query, sender, remember),
    'search:cancel': (_request, { sender }) => {
      service.cancel(sender)
      return Promise.resolve(null)
    },
    'search:recent': () => Promise.resolve(recent.list()),
    'search:clear-recent': () => {
      recent.clear()
      return Promise.resolve(recent.list())
    }
  }
}
