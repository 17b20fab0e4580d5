// Search as a feature: recent searches in the settings store, the
// one-search-per-window service, and its IPC slice.
import type { ApiClient } from '../api/api-client'
import type { SecretRegistry } from '../logging/secret-registry'
import type { SettingsStore } from '../settings/settings-store'
import { RecentSearches } from './recent-searches'
import { searchHandlers } from './search-handlers'
import { SearchService } from './search-service'

export function searchFeature({ api, settings, secrets }: { api: ApiClient; settings: SettingsStore; secrets: SecretRegistry }) {
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
    service,
    handlers: searchHandlers(service, recent),
    /** Turning recent searches off forgets them. */
    enabledChanged: (enabled: boolean) => {
      if (!enabled) recent.clear()
    }
  }
}
