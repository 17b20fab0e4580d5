// Search as a feature: recent searches in the settings store, the
// one-search-per-window service, and its IPC slice.
import type { ApiClient } from '../api/api-client'
import type { Feature } from '../app/feature'
import type { SecretRegistry } from '../logging/secret-registry'
import type { SettingsStore } from '../settings/settings-store'
import { RecentSearches } from './recent-searches'
import { SearchService } from './search-service'

export interface SearchFeature extends Feature {
  /** Turning recent searches off forgets them. */
  enabledChanged(enabled: boolean): void
}

export function createSearchFeature({ api, settings, secrets }: { api: ApiClient; settings: SettingsStore; secrets: SecretRegistry }): SearchFeature {
  const recent = new RecentSearches(
    {
      get: () => settings.get('recentSearches'),
      set: (list) => settings.set('recentSearches', list),
      enabled: () => settings.get('recentSearchesEnabled')
    },
    (text) => secrets.contains(text)
  )
  const service = new SearchService(api, recent)
  return {
    handlers: {
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
    },
    // Every running search ends with the window: no answer is read for a page that is gone.
    onWindowClosed: () => service.cancelAll(),
    // Turned off for everyone (it is an app-wide choice): every account's list goes.
    enabledChanged: (enabled) => {
      if (!enabled) settings.clearEverywhere('recentSearches')
    }
  }
}
