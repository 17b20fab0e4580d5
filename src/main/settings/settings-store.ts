// Settings persisted with conf — in the app through electron-store (conf with
// Electron's paths, injected by src/main/electron/), under vitest and the
// harness through conf itself, so this module runs without Electron. The
// file has a schema (every value validated), a schema version with
// migrations, and a corrupted or schema-invalid file never stops the app: it
// is moved aside, defaults are used, and the caller gets a notice to show.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import Conf, { type Options, type Schema } from 'conf'

import { ACCOUNT_ID, MAX_ACCOUNTS } from '@shared/accounts'
import { MAX_RECENT_SEARCHES } from '@shared/search'
import { jsonSchemaOf, storedDefaults } from '@shared/setting-kinds'
import { settingTable, type StoredPreferences } from '@shared/settings'

import { failure } from '../api/app-failure'
import { settingNotSaved } from './settings-words'

/**
 * The settings kept per account or per server (issue 24). Read and written
 * for the account the work under way is for (or its server); an account that
 * never chose one reads the app-wide value. The rest are app-wide.
 */
export const SCOPED = { notificationAlerts: 'account', recentSearches: 'account', watchedServices: 'server' } as const
/**
 * What an account that never chose reads: for a preference (the alerts), the
 * app-wide choice; for data about one account or server (recent searches,
 * the services a server has), nothing — never another's.
 */
const FALLS_BACK_TO_APP_WIDE: ReadonlySet<ScopedKey> = new Set(['notificationAlerts'])
type ScopedKey = keyof typeof SCOPED
export type AccountScopedValues = Partial<Pick<StoredPreferences, 'notificationAlerts'> & { recentSearches: string[] }>
export type ServerScopedValues = Partial<Pick<StoredPreferences, 'watchedServices'>>
/** Which account and server the work under way is for (src/main/accounts/account-scope.ts). */
export type SettingsScope = () => { account: string | null; server: string | null }

/** An account as the settings file keeps it: plain facts, none of them secret. What decides where a credential goes is sealed with it. */
export interface StoredAccount {
  id: string
  baseUrl: string
  /** Last known, for the list while signed out. */
  username: string
  userId: string | null
}

export interface WindowBounds {
  x: number
  y: number
  width: number
  height: number
  maximized: boolean
}

// A type, not an interface: conf wants a plain record type. The person's
// choices come from the settings table; the rest is what main keeps for itself.
export type StoredSettings = StoredPreferences & {
  /** The server a first sign-in goes to; each account keeps its own (accounts). */
  baseUrl: string | null
  /** Every account that was signed in, in the order they were added (src/main/accounts/). No credential: that is in each account's vault file. */
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
  /** Where the person left off (src/main/navigation/last-route.ts); read back with parseRoute, so an unknown view is ignored. */
  lastRoute: Record<string, string> | null
}

/**
 * Bump with a migration below whenever stored data must change shape. A new
 * key with a default is not such a change: conf writes the defaults into an
 * older file before any migration runs (loadRemotePictures came that way).
 */
export const SETTINGS_SCHEMA_VERSION = '2.0.0'

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
  lastRoute: null
}

const notificationKeys = {
  type: 'object',
  maxProperties: 50,
  additionalProperties: { type: 'array', maxItems: 5000, items: { type: 'string', maxLength: 128 } }
} as const

/** The file's JSON Schema (conf checks every value with ajv; test/unit/main/settings-store.test.ts checks the schema itself). */
export const SETTINGS_SCHEMA: Schema<StoredSettings> = {
  ...jsonSchemaOf(settingTable),
  baseUrl: { type: ['string', 'null'], maxLength: 2048 },
  accounts: {
    type: 'array',
    maxItems: MAX_ACCOUNTS,
    items: {
      type: 'object',
      properties: {
        id: { type: 'string', pattern: ACCOUNT_ID.source },
        baseUrl: { type: 'string', maxLength: 2048 },
        username: { type: 'string', maxLength: 256 },
        userId: { type: ['string', 'null'], maxLength: 64 }
      },
      required: ['id', 'baseUrl', 'username', 'userId'],
      additionalProperties: false
    }
  },
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
    additionalProperties: { type: 'object', properties: { watchedServices: jsonSchemaOf(settingTable).watchedServices }, additionalProperties: false }
  },
  recentSearches: { type: 'array', maxItems: MAX_RECENT_SEARCHES, items: { type: 'string', maxLength: 200 } },
  closeToTrayExplained: { type: 'boolean' },
  readNotifications: notificationKeys,
  seenNotifications: notificationKeys,
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

/** Version 1 (0.1.0) files knew five keys; 2.0.0 adds the rest with defaults and keeps only the five it knows. */
const migrations: NonNullable<Options<StoredSettings>['migrations']> = {
  '2.0.0': (store) => {
    const known = new Set<string>(Object.keys(defaults))
    for (const key of Object.keys(store.store)) if (!known.has(key) && !key.startsWith('__')) store.delete(key as keyof StoredSettings)
  }
}

export const SETTINGS_FILE = 'settings.json'

/** Keeps every value of a damaged file that still passes the schema on its own; returns how many. */
function salvage(conf: Conf<StoredSettings>, original: Buffer | null): number {
  let parsed: unknown
  try {
    parsed = JSON.parse(original?.toString('utf8') ?? '')
  } catch {
    return 0
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 0
  let kept = 0
  for (const [key, value] of Object.entries(parsed)) {
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
  #scope: SettingsScope = () => ({ account: null, server: null })

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

  /** Who the scoped settings (SCOPED) are read and written for; until told, everything is app-wide. */
  setScope(scope: SettingsScope): void {
    this.#scope = scope
  }

  get<K extends keyof StoredSettings>(key: K): StoredSettings[K] {
    // Only a scoped setting asks whose work this is (asking reads the server address, which is a setting too).
    if (!Object.hasOwn(SCOPED, key)) return this.#values[key]
    const scoped = this.#scoped(key)
    if (scoped !== undefined) return scoped as StoredSettings[K]
    const { account, server } = this.#scope()
    const inScope = (SCOPED[key as ScopedKey] === 'account' ? account : server) !== null
    return inScope && !FALLS_BACK_TO_APP_WIDE.has(key as ScopedKey) ? defaults[key] : this.#values[key]
  }

  /** Every value as the work under way sees it: the scoped ones for its account and server (a copy). */
  all(): StoredSettings {
    const values = { ...this.#values }
    for (const key of Object.keys(SCOPED) as ScopedKey[]) (values as Record<string, unknown>)[key] = this.get(key)
    return values
  }

  /** An account was removed: what it chose goes with it, and what its server's accounts chose once none is left on it. */
  forgetScope(account: string, server: string | null): void {
    const { [account]: _account, ...accounts } = this.#values.perAccount
    this.#write('perAccount', accounts)
    if (server === null) return
    const { [server]: _server, ...servers } = this.#values.perServer
    this.#write('perServer', servers)
  }

  /** The upgrade to several accounts: today's recent searches become the first account's, and the watched services its server's. */
  moveIntoScope(account: string, server: string): void {
    const { recentSearches, watchedServices } = this.#values
    if (recentSearches.length > 0) this.#write('perAccount', { ...this.#values.perAccount, [account]: { ...this.#values.perAccount[account], recentSearches } })
    if (watchedServices.length > 0) this.#write('perServer', { ...this.#values.perServer, [server]: { ...this.#values.perServer[server], watchedServices } })
    this.#write('recentSearches', [])
    this.#write('watchedServices', [])
  }

  /** An account was removed: its read marks and what it was told of go (keyed as notifications-service.ts keys them). */
  forgetNotificationMarks(key: string): void {
    for (const field of ['readNotifications', 'seenNotifications'] as const) {
      const { [key]: _gone, ...rest } = this.#values[field]
      this.#write(field, rest)
    }
  }

  /** A replaced account's choices become the account that replaced it (the same person signed in again). */
  moveScope(from: string, to: string): void {
    const { [from]: moved, ...accounts } = this.#values.perAccount
    if (moved === undefined) return
    this.#write('perAccount', { ...accounts, [to]: { ...moved, ...accounts[to] } })
  }

  /** Every account's value of a scoped setting goes (recent searches turned off: nobody's are kept). */
  clearEverywhere(key: 'recentSearches'): void {
    const accounts = Object.fromEntries(Object.entries(this.#values.perAccount).map(([id, { [key]: _gone, ...rest }]) => [id, rest]))
    this.#write('perAccount', accounts)
    this.#write(key, [])
  }

  #scoped(key: keyof StoredSettings): unknown {
    if (!Object.hasOwn(SCOPED, key)) return undefined
    const { account, server } = this.#scope()
    if (SCOPED[key as ScopedKey] === 'account') return account === null ? undefined : (this.#values.perAccount[account] as Record<string, unknown> | undefined)?.[key]
    return server === null ? undefined : (this.#values.perServer[server] as Record<string, unknown> | undefined)?.[key]
  }

  /** Throws a 'storage' AppFailure when the value cannot be saved; the file is left alone. A scoped setting is saved for the account (or server) of the work under way. */
  set<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): void {
    if (Object.hasOwn(SCOPED, key)) {
      const { account, server } = this.#scope()
      if (SCOPED[key as ScopedKey] === 'account' && account !== null) {
        this.#write('perAccount', { ...this.#values.perAccount, [account]: { ...this.#values.perAccount[account], [key]: value } })
        return
      }
      if (SCOPED[key as ScopedKey] === 'server' && server !== null) {
        this.#write('perServer', { ...this.#values.perServer, [server]: { ...this.#values.perServer[server], [key]: value } })
        return
      }
    }
    this.#write(key, value)
  }

  #write<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): void {
    // A file damaged while we ran is recovered; an invalid value is the caller's problem.
    if (!this.#readable()) {
      this.#conf = this.#recover()
      // Nothing the user chose while we ran is lost with the damaged file.
      this.#conf.store = this.#values
    }
    try {
      this.#conf.set(key, value)
    } catch {
      throw failure({ kind: 'storage', message: settingNotSaved() })
    }
    this.#values = { ...this.#values, [key]: value }
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
    return this.#open({
      cwd: this.#dir,
      configName: 'settings',
      schema: SETTINGS_SCHEMA,
      // The schema is ours and fixed, so checking it against JSON Schema's own
      // meta-schema at every start (about 35 ms of ajv compiling that
      // meta-schema, a third of main's start-up work) only re-proves what
      // test/unit/main/settings-store.test.ts proves once.
      ajvOptions: { validateSchema: false },
      defaults,
      clearInvalidConfig: false,
      accessPropertiesByDotNotation: false,
      configFileMode: 0o600,
      projectVersion: SETTINGS_SCHEMA_VERSION,
      migrations
    })
  }

  #openOrRecover(): Conf<StoredSettings> {
    // conf may rewrite the file (defaults, migrations) before it finds it invalid: keep the bytes as they were.
    const original = this.#readRaw()
    try {
      return this.#create()
    } catch {
      return this.#recover(original)
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
    const kept = salvage(conf, original)
    this.#onRecovered(movedTo, kept)
    return conf
  }
}
