// The server address: where it comes from (PLATFORM_BASE_URL wins over the
// saved one), checking a new one before saving it, and forgetting it. While
// signed in, neither happens until the person agrees in a dialog main shows:
// the page could be compromised, and a new server would receive the next
// password typed.
import type { ConnectionResult, SettingsView } from '../../shared/settings'
import type { ApiClient } from '../api/api-client'
import { failure } from '../api/app-failure'
import type { SessionService } from '../auth/session-service'
import type { IpcHandlers } from '../ipc/dispatch'
import type { ConfirmRequest } from '../os/os-surfaces'
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
  /** Main's own dialog (OsSurfaces.confirm). */
  confirm: (request: ConfirmRequest) => Promise<boolean>
}

/** "https://platform.example.com:8443/base" → "platform.example.com:8443": what a person recognises. */
const hostOf = (baseUrl: string | null) => (baseUrl === null ? 'your current server' : new URL(baseUrl).host)

export function connectionHandlers({ address, settings, api, session, view, serverChanged, confirm }: Deps): Pick<IpcHandlers, 'connection:save' | 'connection:forget'> {
  const refuseWhenFromEnv = () => {
    if (address.source() === 'env')
      throw failure({ kind: 'invalid-input', message: 'The server address is set by PLATFORM_BASE_URL, so it cannot be changed here.' })
  }
  let asking = false
  /** True when signed out (nothing to lose) or when the person agrees; one question at a time. */
  const agreed = async (request: ConfirmRequest): Promise<boolean> => {
    if (!session.view().signedIn) return true
    if (asking)
      throw failure({ kind: 'invalid-input', message: 'Platform Desktop is already asking whether to change the server. Answer that question first.' })
    asking = true
    try {
      return await confirm(request)
    } finally {
      asking = false
    }
  }
  const declined = (): ConnectionResult => ({ status: 'declined', settings: view() })
  return {
    'connection:save': async ({ url }) => {
      refuseWhenFromEnv()
      const normalized = normalizeBaseUrl(url)
      if (!normalized.ok) throw failure(normalized.error)
      const current = settings.get('baseUrl')
      const changed = current !== normalized.baseUrl
      // Asked before the new address is contacted at all.
      const question = { message: `Switch to ${hostOf(normalized.baseUrl)}?`, detail: `You will be signed out of ${hostOf(current)}.`, confirmLabel: 'Switch' }
      if (changed && !(await agreed(question))) return declined()
      await checkPlatform(api, normalized.baseUrl)
      if (changed) await session.signOut()
      settings.set('baseUrl', normalized.baseUrl)
      if (changed) serverChanged()
      return { status: 'done', settings: view() }
    },
    'connection:forget': async () => {
      refuseWhenFromEnv()
      // Otherwise forgetting, then saving a new address, would switch servers without a question.
      const question = {
        message: `Forget ${hostOf(settings.get('baseUrl'))}?`,
        detail: 'You will be signed out, and Platform Desktop will ask for a server address.',
        confirmLabel: 'Forget server'
      }
      if (!(await agreed(question))) return declined()
      await session.signOut()
      settings.set('baseUrl', null)
      serverChanged()
      return { status: 'done', settings: view() }
    }
  }
}
