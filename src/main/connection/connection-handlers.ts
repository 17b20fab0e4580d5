// The server address: where it comes from (PLATFORM_BASE_URL wins over the
// saved one), checking a new one before saving it, and forgetting it.
import type { SettingsView } from '../../shared/settings'
import type { ApiClient } from '../api/api-client'
import { failure } from '../api/app-failure'
import type { SessionService } from '../auth/session-service'
import type { IpcHandlers } from '../ipc/dispatch'
import type { SettingsStore } from '../settings/settings-store'
import { checkPlatform } from './check-platform'
import { normalizeBaseUrl } from './normalize-base-url'

export interface ServerAddress {
  /** The address requests go to now, or null before first run. */
  baseUrl(): string | null
  source(): 'env' | 'saved' | 'none'
}

export function serverAddress(env: string | undefined, settings: SettingsStore, warn: (message: string) => void): ServerAddress {
  const envUrl = readEnvBaseUrl(env, warn)
  return {
    baseUrl: () => envUrl ?? settings.get('baseUrl'),
    source: () => (envUrl ? 'env' : settings.get('baseUrl') ? 'saved' : 'none')
  }
}

function readEnvBaseUrl(raw: string | undefined, warn: (message: string) => void): string | null {
  if (!raw?.trim()) return null
  const normalized = normalizeBaseUrl(raw)
  if (normalized.ok) return normalized.baseUrl
  warn(`PLATFORM_BASE_URL was ignored: ${normalized.error.message}`)
  return null
}

interface Deps {
  address: ServerAddress
  settings: SettingsStore
  api: ApiClient
  session: SessionService
  view: () => SettingsView
  /** What was known about the old server (its status) is dropped. */
  serverChanged: () => void
}

export function connectionHandlers({ address, settings, api, session, view, serverChanged }: Deps): Pick<IpcHandlers, 'connection:save' | 'connection:forget'> {
  const refuseWhenFromEnv = () => {
    if (address.source() === 'env')
      throw failure({ kind: 'invalid-input', message: 'The server address is set by PLATFORM_BASE_URL, so it cannot be changed here.' })
  }
  return {
    'connection:save': async ({ url }) => {
      refuseWhenFromEnv()
      const normalized = normalizeBaseUrl(url)
      if (!normalized.ok) throw failure(normalized.error)
      await checkPlatform(api, normalized.baseUrl)
      const changed = settings.get('baseUrl') !== normalized.baseUrl
      if (changed) await session.signOut()
      settings.set('baseUrl', normalized.baseUrl)
      if (changed) serverChanged()
      return view()
    },
    'connection:forget': async () => {
      refuseWhenFromEnv()
      await session.signOut()
      settings.set('baseUrl', null)
      serverChanged()
      return view()
    }
  }
}
