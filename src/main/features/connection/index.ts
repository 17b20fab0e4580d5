// The server address as a feature: checking a new one before saving it (a
// check the person can cancel, as Add account's: server-checks.ts), and
// forgetting it (where the address comes from: server-address.ts). While any account is signed in — whichever is on
// screen — neither happens until the person agrees in a dialog main shows:
// the page could be compromised, and a new server would receive the next
// password typed. These calls are the app's, never one account's
// (dispatch.ts refuses one that names any).
import { failure } from '@shared/result'
import { serverHost } from '@shared/server-host'
import type { ConnectionResult, SettingsModel } from '@shared/settings'

import type { Feature } from '../../app/feature'
import { say } from '../../core/i18n'
import type { ConfirmRequest } from '../../desktop/os/os-surfaces'
import type { Accounts } from '../accounts/accounts'
import type { SettingsStore } from '../settings/settings-store'
import { connectionMessages, forgetQuestion, switchQuestion } from './connection-words'
import { normalizeBaseUrl } from './normalize-base-url'
import type { ServerAddress } from './server-address'
import type { ServerChecks } from './server-checks'

interface Deps {
  address: ServerAddress
  settings: SettingsStore
  /** The running check of each window, which 'connection:cancel' aborts (Add account's too). */
  checks: ServerChecks
  accounts: Accounts
  view: () => SettingsModel
  /** Every feature drops what it knew about the old server (its status, pictures handed out). */
  serverChanged: () => void
  /** Main's own dialog (OsSurfaces.confirm). */
  confirm: (request: ConfirmRequest) => Promise<boolean>
}

/** "https://platform.example.com:8443/base" → "platform.example.com:8443": what a person recognises; null when there is none (the questions then say "your current server"). */
const hostOf = (baseUrl: string | null) => serverHost(baseUrl, '') || null

export function createConnectionFeature({
  address,
  settings,
  checks,
  accounts,
  view,
  serverChanged,
  confirm
}: Deps): Feature {
  const refuseWhenFromEnv = () => {
    if (address.source() === 'env')
      throw failure({ kind: 'invalid-input', message: say(connectionMessages.addressFromEnv) })
  }
  let asking = false
  /** True when no account is signed in (nothing to lose) or when the person agrees; one question at a time. */
  const agreed = async (request: ConfirmRequest): Promise<boolean> => {
    if (!accounts.anySignedIn()) return true
    if (asking) throw failure({ kind: 'invalid-input', message: say(connectionMessages.alreadyAsking) })
    asking = true
    try {
      return await confirm(request)
    } finally {
      asking = false
    }
  }
  const declined = (): ConnectionResult => ({ status: 'declined', settings: view() })
  return {
    handlers: {
      'connection:save': async ({ url }, { sender }) => {
        refuseWhenFromEnv()
        const normalized = normalizeBaseUrl(url)
        if (!normalized.ok) throw failure(normalized.error)
        const current = address.baseUrl()
        const changed = current !== normalized.baseUrl
        // Asked before the new address is contacted at all.
        if (
          changed &&
          !(await agreed(switchQuestion(serverHost(normalized.baseUrl, normalized.baseUrl), hostOf(current))))
        )
          return declined()
        await checks.check(sender, normalized.baseUrl)
        settings.set('baseUrl', normalized.baseUrl)
        // The account on the old server is signed out and leaves the list; the others stay. Saved first, so what
        // the page is told on the way already names the new server.
        if (changed) await accounts.leaveActive()
        if (changed) serverChanged()
        return { status: 'done', settings: view() }
      },
      'connection:cancel': (_request, { sender }) => {
        checks.cancel(sender)
        return Promise.resolve(null)
      },
      'connection:forget': async () => {
        refuseWhenFromEnv()
        // Otherwise forgetting, then saving a new address, would switch servers without a question.
        if (!(await agreed(forgetQuestion(hostOf(address.baseUrl()))))) return declined()
        settings.set('baseUrl', null)
        await accounts.leaveActive()
        serverChanged()
        return { status: 'done', settings: view() }
      }
    },
    // A check still running for a window that is gone is answered to no one.
    onWindowClosed: (sender) => checks.cancel(sender)
  }
}
