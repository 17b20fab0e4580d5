// Search as a feature: each account's recent searches in the settings store
// (a query the person submitted or settled on, with results), the
// one-search-per-window service, and its IPC slice. A search is for the
// account the call was resolved to (else, before any account, the server a
// first sign-in goes to), and so is the list it is remembered in.
import { failure } from '@shared/result'

import type { Feature } from '../../app/feature'
import { apiMessages } from '../../core/api/api-words'
import { say } from '../../core/i18n'
import type { SecretRegistry } from '../../core/logging/secret-registry'
import type { AccountContext, ServerContext } from '../accounts/account-context'
import type { SettingsStore } from '../settings/settings-store'
import { RecentSearches } from './recent-searches'
import { SearchService } from './search-service'

export function createSearchFeature({
  serverOf,
  settings,
  secrets
}: {
  serverOf: (account: AccountContext | null) => ServerContext | null
  settings: SettingsStore
  secrets: SecretRegistry
}): Feature {
  const on = (account: AccountContext | null): ServerContext => {
    const server = serverOf(account)
    if (!server) throw failure({ kind: 'not-configured', message: say(apiMessages.noServerYet) })
    return server
  }
  /** The recent searches of one account (or a server's, before any account). */
  const recentOf = ({ prefs }: ServerContext) =>
    new RecentSearches(
      {
        get: () => prefs.get('recentSearches'),
        set: (list) => prefs.set('recentSearches', list),
        enabled: () => settings.get('recentSearchesEnabled')
      },
      (text) => secrets.contains(text)
    )
  const service = new SearchService()
  /** Whose recent searches a call's go to: its account's, or (before any account) its server's. */
  const ownerOf = (account: AccountContext | null, server: ServerContext) =>
    account ? `account:${account.id}` : `server:${server.baseUrl}`
  return {
    handlers: {
      'search:query': ({ query, remember }, { sender, account }) => {
        const server = on(account)
        return service.search(server.api, recentOf(server), ownerOf(account, server), query, sender, remember)
      },
      'search:remember': ({ query }, { sender, account }) => {
        const server = on(account)
        service.remember(sender, ownerOf(account, server), query)
        return Promise.resolve(recentOf(server).list())
      },
      'search:cancel': (_request, { sender }) => {
        service.cancel(sender)
        return Promise.resolve(null)
      },
      'search:recent': (_request, { account }) => {
        const server = serverOf(account)
        return Promise.resolve(server ? recentOf(server).list() : [])
      },
      'search:clear-recent': (_request, { account }) => {
        const recent = recentOf(on(account))
        recent.clear()
        return Promise.resolve(recent.list())
      }
    },
    // Every running search ends with the window: no answer is read for a page that is gone, and nothing it searched is remembered later.
    onWindowClosed: (sender) => {
      service.cancelAll()
      service.forgetWindow(sender)
    },
    reactions: {
      // Turned off for everyone (it is an app-wide choice): every account's list goes.
      recentSearchesEnabled: (enabled) => {
        if (!enabled) settings.clearEverywhere('recentSearches')
      }
    }
  }
}
