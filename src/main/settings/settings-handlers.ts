// What the renderer may see of settings, and changing them: each change is
// saved and then applied at once through its reaction (weak storage removes
// a weakly stored token; turning recent searches off forgets them).
import type { SettingsView } from '../../shared/settings'
import type { ServerAddress } from '../connection/connection-handlers'
import type { IpcHandlers } from '../ipc/dispatch'
import type { SettingsStore } from './settings-store'

export interface SettingsReactions {
  weakStorageChanged(allowed: boolean): Promise<void>
  recentSearchesChanged(enabled: boolean): void
}

export function settingsView(settings: SettingsStore, address: ServerAddress): SettingsView {
  return {
    baseUrl: address.baseUrl(),
    baseUrlSource: address.source(),
    theme: settings.get('theme'),
    allowWeakTokenStorage: settings.get('allowWeakTokenStorage'),
    recentSearchesEnabled: settings.get('recentSearchesEnabled')
  }
}

export function settingsHandlers(settings: SettingsStore, address: ServerAddress, reactions: SettingsReactions): Pick<IpcHandlers, 'settings:update'> {
  return {
    'settings:update': async (request) => {
      if (request.theme) settings.set('theme', request.theme)
      if (request.allowWeakTokenStorage !== undefined) {
        settings.set('allowWeakTokenStorage', request.allowWeakTokenStorage)
        await reactions.weakStorageChanged(request.allowWeakTokenStorage)
      }
      if (request.recentSearchesEnabled !== undefined) {
        settings.set('recentSearchesEnabled', request.recentSearchesEnabled)
        reactions.recentSearchesChanged(request.recentSearchesEnabled)
      }
      return settingsView(settings, address)
    }
  }
}
