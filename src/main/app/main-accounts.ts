// The accounts' steps of main's composition root (main-app.ts): the accounts
// connected to the rest of main, and Settings as the page sees it, which reads
// them. The one cycle of the composition root lives here, named (AccountsLoop).
import type { SettingsModel } from '@shared/settings'

import type { DesktopState } from '../desktop/os/desktop-state'
import type { AccountContext } from '../features/accounts/account-context'
import type { Accounts } from '../features/accounts/accounts'
import { connectAccounts } from '../features/accounts/connect-accounts'
import type { ServerAddress } from '../features/connection/server-address'
import { settingsView } from '../features/settings'
import type { ScopedPrefs } from '../features/settings/settings-store'
import { accountSurfaces } from './account-surfaces'
import type { ComposedFeatures } from './feature'
import type { MainAppDeps } from './main-app-types'
import type { Core, Emit, LoadedSettings, Services } from './main-services'
import type { NoticeQueue } from './notices'

/** Settings as the page sees it: the server on screen, and each account's choices. */
export interface SettingsScreen {
  /** The server the views show: the active account's, else where a first sign-in would go. */
  address: ServerAddress
  /** What an account and its server chose for themselves; before any account, the server a first sign-in goes to (settings-store.ts, SCOPED). */
  prefsOf: (account: AccountContext | null) => ScopedPrefs
  /** Settings as the page shows them: for the account a call is for, else the one on screen. */
  view: (account?: AccountContext | null) => SettingsModel
}

/**
 * The one cycle of the composition root, made explicit. The accounts tell the tray, Settings and the features of
 * each change, and all three read the accounts back (whose server, whose choices, whose session); the desktop state,
 * made before the accounts to ask the OS about the tray at once, tells Settings too. So the accounts are made with
 * this go-between in place of those readers, which are bound to it once they exist: Settings right after the
 * accounts (`bindScreen`), before anything can change; the features an await later (`bindFeatures`).
 */
export class AccountsLoop {
  #screen: SettingsScreen | null = null
  #features: ComposedFeatures | null = null
  readonly #emit: Emit

  constructor(emit: Emit) {
    this.#emit = emit
  }

  /** The server on screen, for the tray and the menu. */
  readonly baseUrl = (): string | null => this.#bound().address.baseUrl()

  /** Settings as the page sees them, for the account on screen. */
  readonly settingsView = (): SettingsModel => this.#bound().view()

  /** Something Settings shows changed: the page is told; nothing to tell before the view exists (the page reads it in bootstrap). */
  readonly settingsChanged = (): void => {
    if (this.#screen) this.#emit('settings:changed', this.#screen.view())
  }

  /** Built after the accounts; a session may end before they exist. */
  readonly features = (): ComposedFeatures | null => this.#features

  bindScreen(screen: SettingsScreen): void {
    this.#screen = screen
  }

  /** The features hear of the accounts known so far: a restore may have told of them before the features existed. */
  bindFeatures(features: ComposedFeatures, accounts: Accounts): void {
    this.#features = features
    features.accountsChanged(accounts.list())
  }

  #bound(): SettingsScreen {
    if (!this.#screen) throw new Error('the accounts asked for Settings before it was built')
    return this.#screen
  }
}

/** What the accounts step hands on. */
export interface ConnectedAccounts {
  accounts: Accounts
  screen: SettingsScreen
  /** Settles when the start-up restore of the remembered sign-ins has ended. */
  restored: Promise<void>
}

export interface AccountsInput {
  deps: MainAppDeps
  core: Core
  loaded: LoadedSettings
  services: Services
  notices: NoticeQueue
  emit: Emit
  desktop: DesktopState
  loop: AccountsLoop
}

export function connectAppAccounts(input: AccountsInput): ConnectedAccounts {
  const { deps, core, loaded, services, loop } = input
  /** The tray and the menu follow the accounts and the session on screen: signed in or not, whose, on which server. */
  const shown = accountSurfaces(services.tray, services.menu, loop.baseUrl)
  const accounts = connectAccounts({
    deps,
    settings: loaded.settings,
    api: services.api,
    secrets: core.secrets,
    notices: input.notices,
    logger: core.logger,
    now: core.now,
    defaultBaseUrl: () => loaded.savedAddress.baseUrl(),
    emit: input.emit,
    showSession: shown.session,
    showAccounts: shown.accounts,
    requestAttention: () => core.os.requestAttention(),
    settingsView: loop.settingsView,
    features: loop.features
  })
  const screen = settingsScreen(deps, loaded, input.desktop, accounts)
  loop.bindScreen(screen)
  // Not awaited: a keyring or Keychain prompt must not hold back the window. The
  // session reads "restoring" meanwhile, and jobs gated on sign-in start when it arrives.
  const restored = accounts
    .restore()
    .catch((error: unknown) => core.logger.error({ err: error }, 'restoring the saved sign-in failed'))
  shown.session(accounts.activeView())
  return { accounts, screen, restored }
}

export function settingsScreen(
  deps: MainAppDeps,
  { settings, language, savedAddress }: LoadedSettings,
  desktop: DesktopState,
  accounts: Accounts
): SettingsScreen {
  const address: ServerAddress = { baseUrl: () => accounts.baseUrl(), source: () => savedAddress.source() }
  const prefsOf = (account: AccountContext | null) =>
    account?.prefs ?? settings.prefsFor({ account: null, server: address.baseUrl() })
  const view = (account = accounts.activeContext()) =>
    settingsView(
      settings,
      address,
      prefsOf(account),
      deps.platform,
      desktop.view(settings.get('launchAtLogin')),
      language
    )
  return { address, prefsOf, view }
}
