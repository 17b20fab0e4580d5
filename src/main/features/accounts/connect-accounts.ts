// The accounts as main-app.ts needs them: each account's session over its own
// vault file, and what the rest of main does when the accounts change — the
// page told (the session on screen with the list, in one event), the
// background work and the settings following, the tray and the menu redrawn.
// Kept here so the composition root only says what is connected to what.
import { readdir, rm } from 'node:fs/promises'

import type { AccountsModel } from '@shared/accounts'
import type { EventName, IpcEvents } from '@shared/ipc'
import { keptSignInActions } from '@shared/notice'
import type { SessionModel } from '@shared/session'
import type { SettingsModel } from '@shared/settings'

import type { ComposedFeatures } from '../../app/feature'
import type { MainAppDeps } from '../../app/main-app-types'
import type { NoticeQueue } from '../../app/notices'
import type { ApiClient } from '../../core/api/api-client'
import type { Logger } from '../../core/logging/logger'
import type { SecretRegistry } from '../../core/logging/secret-registry'
import { AttentionOnce } from '../../desktop/os/attention'
import { SessionService } from '../session/session-service'
import { TokenVault } from '../session/token-vault'
import type { SettingsStore } from '../settings/settings-store'
import { Accounts } from './accounts'

export interface AccountsHost {
  deps: Pick<MainAppDeps, 'userDataDir' | 'encryptor' | 'vaultFs'>
  settings: SettingsStore
  api: ApiClient
  secrets: SecretRegistry
  notices: NoticeQueue
  logger: Logger
  now: () => number
  /** Where a first sign-in goes: PLATFORM_BASE_URL, else the saved server. */
  defaultBaseUrl: () => string | null
  emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => void
  /** The tray and the menu: the session on screen. */
  showSession: (view: SessionModel) => void
  /** The tray and the menu: the accounts, and which is on screen. */
  showAccounts: (list: AccountsModel) => void
  requestAttention: () => void
  /** Settings as the page sees them (for the account on screen). */
  settingsView: () => SettingsModel
  /** Built after the accounts; a session may end before they exist. */
  features: () => ComposedFeatures | null
}

export function connectAccounts(host: AccountsHost): Accounts {
  const { deps, settings, emit, notices, logger } = host
  const attention = new AttentionOnce()
  const vaultOptions = { ...(deps.vaultFs ? { fs: deps.vaultFs } : {}), now: host.now }
  const accounts: Accounts = new Accounts({
    settings,
    api: host.api,
    userDataDir: deps.userDataDir,
    defaultBaseUrl: host.defaultBaseUrl,
    vaultFor: (file) => new TokenVault(deps.userDataDir, deps.encryptor, { ...vaultOptions, file }),
    sessionFor: (hooks) =>
      new SessionService({
        api: hooks.api,
        vault: hooks.vault,
        baseUrl: hooks.baseUrl,
        allowWeakStorage: () => settings.get('allowWeakTokenStorage'),
        secrets: host.secrets,
        tell: hooks.tell,
        onChange: hooks.onChange,
        onEnd: hooks.onEnd,
        logger,
        now: host.now
      }),
    // A test's vault fs stands in for removing; listing the folder is always the real one.
    fs: { readdir: (dir) => readdir(dir), rm: deps.vaultFs?.rm ?? rm },
    activeSessionChanged: (view, reason) => {
      emit('session:changed', { session: view, reason, accounts: accounts.list() })
      host.showSession(view)
      if (attention.sessionChanged(view.signedIn, reason)) host.requestAttention()
    },
    listChanged: (list) => {
      emit('accounts:changed', list)
      host.showAccounts(list)
      // Each signed-in account's background checks, each server's status.
      host.features()?.accountsChanged(list)
      // Settings shows the account on screen's server and choices, whichever account's work told of the change.
      emit('settings:changed', host.settingsView())
    },
    sessionEnded: (id) => host.features()?.sessionEnded(id),
    serverChanged: () => host.features()?.serverChanged(),
    sessionStarted: (id) => host.features()?.sessionStarted(id),
    withdrawRetry: (id) => keptSignInActions.forEach((kind) => notices.withdraw(kind, id)),
    tell: (notice) => notices.push(notice),
    logger
  })
  return accounts
}
