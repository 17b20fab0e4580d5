// The server address: where it comes from. PLATFORM_BASE_URL wins over the
// saved one; a malformed one is ignored, with a warning that says so.
import { say } from '../../core/i18n'
import type { SettingsStore } from '../settings/settings-store'
import { connectionMessages } from './connection-words'
import { normalizeBaseUrl } from './normalize-base-url'

export interface ServerAddress {
  /** The address requests go to now, or null before first run. */
  baseUrl(): string | null
  source(): 'env' | 'saved' | 'none'
}

export function serverAddress(
  env: string | undefined,
  settings: SettingsStore,
  warn: (message: string) => void
): ServerAddress {
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
  warn(say(connectionMessages.envAddressIgnored, { reason: normalized.error.message }))
  return null
}
