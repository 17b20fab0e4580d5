// Settings persisted with conf: in the app through electron-store (injected by src/main/electron/), under vitest and
// the harness through conf itself. Every value is validated; a corrupted or schema-invalid file never stops the app:
// it is moved aside, defaults are used, and the caller gets a notice to show.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import Conf, { type Options, type Schema } from 'conf'

import { ACCOUNT_ID, MAX_ACCOUNTS } from '@shared/accounts'
import { defineMessages } from '@shared/i18n/messages'
import { failure } from '@shared/result'
import { MAX_RECENT_SEARCHES } from '@shared/search'
import { jsonSchemaOf, storedDefaults } from '@shared/setting-kinds'
import { settingTable, type StoredPreferences } from '@shared/settings'

import { say } from '../../core/i18n'
import type { WindowBounds } from '../../desktop/window/fit-bounds'
import { notificationKeysSchema, type StoredVisit, visitsSchema } from '../notifications/notification-visits'
import { type SeenUpdates, seenUpdatesSchema } from '../status/update-marks'
import { accountEntry, type StoredAccount, validAccounts, withValidAccounts } from './account-entries'
import { checkedConf } from './settings-validator'

const m = defineMessages({
  notSaved: {
    id: 'settings.file.notSaved',
    defaultMessage: 'That setting could not be saved. Please try again.',
    description: 'Error in Settings when the settings file could not be written.'
  }
})

export type { StoredAccount } from './account-entries'

/**
 * The settings kept per account or per server (issue 24). Read and written
 * through the prefs of one account and its server (`prefsFor`, which each
 * account's context holds: src/main/features/accounts/account-context.ts); an account
 * that never chose one reads the app-wide value. The rest are app-wide.
 */
export const SCOPED = {
  notificationAlerts: 'account',
  recentSearches: 'account',
  watchedServices: 'server',
  serverColor: 'server'
} as const
/**
 * What an account that never chose reads: for a preference (the alerts), the
 * app-wide choice; for data about one account or server (recent searches,
 * the services a server has, its colour: issue 36), the default — never another's.
 */
const FALLS_BACK_TO_APP_WIDE: ReadonlySet<ScopedKey> = new Set(['notificationAlerts'])
export type ScopedKey = keyof typeof SCOPED
export const isScoped = (key: string): key is ScopedKey => Object.hasOwn(SCOPED, key)
export type AccountScopedValues = Partial<Pick<StoredPreferences, 'notificationAlerts'> & { recentSearches: string[] }>
export type ServerScopedValues = Partial<Pick<StoredPreferences, 'watchedServices' | 'serverColor'>>
/** Whose scoped settings: an account (null: none, then the app-wide values) and its server (null: none chosen yet). */
export interface SettingsScope {
  account: string | null
  server: string | null
}

/** The scoped settings (SCOPED) of one account and its server: what a context reads and writes. */
export interface ScopedPrefs {
  get<K extends ScopedKey>(key: K): StoredSettings[K]
  set<K extends ScopedKey>(key: K, value: StoredSettings[K]): void
}

export type { WindowBounds }

// A type, not an interface: conf wants a plain record type. The person's
// choices come from the settings table; the rest is what main keeps for itself.
export type StoredSettings = StoredPreferences & {
  /** The server a first sign-in goes to; each account keeps its own (accounts). */
  baseUrl: string | null
  /** Every account that was signed in, in the order they were added (src/main/features/accounts/). No credential: that is in each account's vault file. */
  accounts: StoredAccount[]
  /** The account the views show. */
  activeAccount: string | null
  /** What each account chose for itself, by account id (SCOPED); what it never chose, it reads from the app-wide value. */
  perAccount: Record<string, AccountScopedValues>
  /** What each server's accounts chose for it, by base URL (SCOPED). */
  perServer: Record<string, ServerScopedValues>
  windowBounds: WindowBounds | null
  recentSearches: string[]
  /** The one-time "still running in the tray" message was shown. */
  closeToTrayExplained: boolean
  /** Notification ids the person marked as read, per server and user ("<server>|<user>"). */
  readNotifications: Record<string, string[]>
  /** Notification keys already known per server and user, so only new ones are announced. */
  seenNotifications: Record<string, string[]>
  /** What the Notifications view listed at each account's last two visits (notification-visits.ts), keyed like the marks. */
  visitedNotifications: Record<string, StoredVisit>
  /** Where the person left off (src/main/features/navigation/last-route.ts); read back with parseRoute, so an unknown view is ignored. */
  lastRoute: Record<string, string> | null
  /** The platform's updates each account has seen, keyed like the notification marks (src/main/features/status/update-marks.ts). */
  seenPlatformUpdates: Record<string, SeenUpdates>
}

/**
 * No migrations: the shape the first release writes is the first shape. A
 * new key with a default needs none (conf writes the defaults into an older
 * file: loadRemotePictures came that way); a change of shape adds conf's
 * `migrations` and `projectVersion` in #create.
 */
export const defaults: StoredSettings = {
  baseUrl: null,
  accounts: [],
  activeAccount: null,
  perAccount: {},
  perServer: {},
  ...storedDefaults(settingTable),
  windowBounds: null,
  recentSearches: [],
  closeToTrayExplained: false,
  readNotifications: {},
  seenNotifications: {},
  visitedNotifications: {},
  lastRoute: null,
  seenPlatformUpdates: {}
}

/** The file's JSON Schema, compiled ahead into settings-validator.generated.ts (`npx tsx scripts/settings-validator.ts`); test/unit/main/settings-store.test.ts checks the schema itself. */
export const SETTINGS_SCHEMA: Schema<StoredSettings> = {
  ...jsonSchemaOf(settingTable),
  baseUrl: { type: ['string', 'null'], maxLength: 2048 },
  accounts: { type: 'array', maxItems: MAX_ACCOUNTS, items: accountEntry },
  activeAccount: { type: ['string', 'null'], pattern: ACCOUNT_ID.source },
  perAccount: {
    type: 'object',
    maxProperties: MAX_ACCOUNTS * 2,
    propertyNames: { pattern: ACCOUNT_ID.source },
    additionalProperties: {
      type: 'object',
      properties: {
        notificationAlerts: jsonSchemaOf(settingTable).notificationAlerts,
        recentSearches: { type: 'array', maxItems: MAX_RECENT_SEARCHES, items: { type: 'string', maxLength: 200 } }
      },
      additionalProperties: false
    }
  },
  perServer: {
    type: 'object',
    maxProperties: MAX_ACCOUNTS * 2,
    propertyNames: { maxLength: 2048 },
    additionalProperties: {
      type: 'object',
      properties: {
        watchedServices: jsonSchemaOf(settingTable).watchedServices,
        serverColor: jsonSchemaOf(settingTable).serverColor
      },
      additionalProperties: false
    }
  },
  recentSearches: { type: 'array', maxItems: MAX_RECENT_SEARCHES, items: { type: 'string', maxLength: 200 } },
  closeToTrayExplained: { type: 'boolean' },
  readNotifications: notificationKeysSchema,
  seenNotifications: notificationKeysSchema,
  visitedNotifications: visitsSchema,
  seenPlatformUpdates: seenUpdatesSchema,
  // Only its shape: which views exist changes between versions, and a route this one does not know is ignored, not a damaged file.
  lastRoute: { type: ['object', 'null'], maxProperties: 8, additionalProperties: { type: 'string', maxLength: 256 } },
  windowBounds: {
    type: ['object', 'null'],
    properties: {
      x: { type: 'number' },
      y: { type: 'number' },
      width: { type: 'number', minimum: 200 },
      height: { type: 'number', minimum: 150 },
      maximized: { type: 'boolean' }
    },
    required: ['x', 'y', 'width', 'height', 'maximized']
  }
}

export const SETTINGS_FILE = 'settings.json'

/** Keeps every value of a damaged file that still passes the schema on its own; returns how many. */
function salvage(conf: Conf<StoredSettings>, values: Record<string, unknown> | null): number {
  let kept = 0
  for (const [key, value] of Object.entries(values ?? {})) {
    if (!(key in defaults)) continue
    try {
      conf.set(key as keyof StoredSettings, value as never)
      kept++
    } catch {
      // This one is what was wrong with the file.
    }
  }
  return kept
}

/** Builds the conf instance: conf under tests, electron-store in the app. */
export type OpenStore = (options: Options<StoredSettings>) => Conf<StoredSettings>
const openConf: OpenStore = (options) => new Conf<StoredSettings>(options)

export class SettingsStore {
  #conf: Conf<StoredSettings>
  /** conf re-reads the file on every get; every API request asks for the base URL, so we keep a copy. */
  #values: StoredSettings
  readonly #dir: string
  readonly #onRecovered: (movedTo: string, kept: number) => void
  readonly #open: OpenStore

  /** `onRecovered` is told where an unreadable file was moved to, and how many of its values were kept. */
  constructor(dir: string, onRecovered: (movedTo: string, kept: number) => void, open: OpenStore = openConf) {
    this.#dir = dir
    this.#onRecovered = onRecovered
    this.#open = open
    this.#conf = this.#openOrRecover()
    this.#values = this.#conf.store
  }

  get path(): string {
    return join(this.#dir, SETTINGS_FILE)
  }

  /** The app-wide value; a scoped setting's per-account or per-server value is read through `prefsFor`. */
  get<K extends keyof StoredSettings>(key: K): StoredSettings[K] {
    return this.#values[key]
  }

  /** The scoped settings of one account and its server, read and written at each call (the file may change meanwhile). */
  prefsFor(scope: SettingsScope): ScopedPrefs {
    return {
      get: (key) => this.#getScoped(key, scope),
      set: (key, value) => this.#setScoped(key, value, scope)
    }
  }

  /** Every value as `prefs`'s account and server see them (a copy). */
  all(prefs: ScopedPrefs): StoredSettings {
    const values = { ...this.#values }
    for (const key of Object.keys(SCOPED) as ScopedKey[]) (values as Record<string, unknown>)[key] = prefs.get(key)
    return values
  }

  #getScoped<K extends ScopedKey>(key: K, scope: SettingsScope): StoredSettings[K] {
    const owner = SCOPED[key] === 'account' ? scope.account : scope.server
    if (owner === null) return this.#values[key]
    const table = (SCOPED[key] === 'account' ? this.#values.perAccount : this.#values.perServer) as Record<
      string,
      Partial<StoredSettings> | undefined
    >
    const own = table[owner]?.[key]
    if (own !== undefined) return own
    return FALLS_BACK_TO_APP_WIDE.has(key) ? this.#values[key] : defaults[key]
  }

  /** Throws a 'storage' AppFailure when the value cannot be saved. Without an owner (no account, no server) the app-wide value is written. */
  #setScoped<K extends ScopedKey>(key: K, value: StoredSettings[K], scope: SettingsScope): void {
    if (SCOPED[key] === 'account' && scope.account !== null) {
      this.#write('perAccount', {
        ...this.#values.perAccount,
        [scope.account]: { ...this.#values.perAccount[scope.account], [key]: value }
      })
      return
    }
    if (SCOPED[key] === 'server' && scope.server !== null) {
      this.#write('perServer', {
        ...this.#values.perServer,
        [scope.server]: { ...this.#values.perServer[scope.server], [key]: value }
      })
      return
    }
    this.#write(key, value)
  }

  /** An account was removed: what it chose goes with it, and what its server's accounts chose once none is left on it. */
  forgetScope(account: string, server: string | null): void {
    const { [account]: _account, ...accounts } = this.#values.perAccount
    this.#write('perAccount', accounts)
    if (server === null) return
    const { [server]: _server, ...servers } = this.#values.perServer
    this.#write('perServer', servers)
  }

  /** An account was removed: its read marks, what it was told of and the updates it saw go (keyed as notifications-service.ts keys them). */
  forgetNotificationMarks(key: string): void {
    for (const field of ['readNotifications', 'seenNotifications', 'visitedNotifications'] as const) {
      const { [key]: _gone, ...rest } = this.#values[field]
      this.#write(field, rest)
    }
    const { [key]: _seen, ...updates } = this.#values.seenPlatformUpdates
    this.#write('seenPlatformUpdates', updates)
  }

  /** A replaced account's choices become the account that replaced it (the same person signed in again). */
  moveScope(from: string, to: string): void {
    const { [from]: moved, ...accounts } = this.#values.perAccount
    if (moved === undefined) return
    this.#write('perAccount', { ...accounts, [to]: { ...moved, ...accounts[to] } })
  }

  /** Every account's value of a scoped setting goes (recent searches turned off: nobody's are kept). */
  clearEverywhere(key: 'recentSearches'): void {
    const accounts = Object.fromEntries(
      Object.entries(this.#values.perAccount).map(([id, { [key]: _gone, ...rest }]) => [id, rest])
    )
    this.#write('perAccount', accounts)
    this.#write(key, [])
  }

  /** Throws a 'storage' AppFailure when the value cannot be saved; the file is left alone. A scoped setting is written app-wide here; an account's own goes through `prefsFor`. */
  set<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): void {
    this.#write(key, value)
  }

  #write<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): void {
    // A file damaged while we ran is recovered; an invalid value is the caller's problem.
    if (!this.#readable()) {
      this.#conf = this.#recover()
      // Nothing the user chose while we ran is lost with the damaged file.
      this.#conf.store = this.#values
    }
    this.#values = { ...this.#values, [key]: this.#store(key, value) }
  }

  /** Returns what was saved: `value`, or of an account list with invalid entries, the valid ones. */
  #store<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): StoredSettings[K] {
    try {
      this.#conf.set(key, value)
      return value
    } catch {
      const accounts = key === 'accounts' ? validAccounts(value) : null
      if (accounts === null || accounts.dropped.length === 0)
        throw failure({ kind: 'storage', message: say(m.notSaved) })
      return this.#store(key, accounts.kept as StoredSettings[K])
    }
  }

  #readable(): boolean {
    try {
      void this.#conf.store
      return true
    } catch {
      return false
    }
  }

  #create(): Conf<StoredSettings> {
    // No schema: conf would compile it with ajv at every start. The same check, compiled ahead (settings-validator.ts).
    return checkedConf(
      this.#open({
        cwd: this.#dir,
        configName: 'settings',
        defaults,
        clearInvalidConfig: false,
        accessPropertiesByDotNotation: false,
        configFileMode: 0o600
      })
    )
  }

  #openOrRecover(): Conf<StoredSettings> {
    // conf may rewrite the file (its defaults) before it finds it invalid: keep the bytes as they were.
    const original = this.#readRaw()
    try {
      return this.#create()
    } catch {
      // Often only an account entry is wrong (a name an older version stored): without it, the file is fine.
      const { values, dropped } = withValidAccounts(original)
      if (dropped === 0) return this.#recover(original)
      const temp = `${this.path}.${process.pid}.tmp`
      try {
        // Replaced at once: a crash leaves the old file or the new one.
        writeFileSync(temp, JSON.stringify(values, undefined, '\t'), { mode: 0o600 })
        renameSync(temp, this.path)
        return this.#create()
      } catch {
        // Something else is wrong with it too: recovered like any damaged file, from what it was.
        rmSync(temp, { force: true })
        return this.#recover(original)
      }
    }
  }

  #readRaw(): Buffer | null {
    try {
      return readFileSync(this.path)
    } catch {
      return null
    }
  }

  #recover(original: Buffer | null = null): Conf<StoredSettings> {
    const file = this.path
    if (!existsSync(file)) return this.#create()
    const movedTo = join(this.#dir, `settings.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    if (original) {
      writeFileSync(movedTo, original, { mode: 0o600 })
      rmSync(file, { recursive: true, force: true })
    } else renameSync(file, movedTo)
    const conf = this.#create()
    const kept = salvage(conf, withValidAccounts(original).values)
    this.#onRecovered(movedTo, kept)
    return conf
  }
}
