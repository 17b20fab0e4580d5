// Settings persisted with conf (the library electron-store wraps; we use it
// directly so this module runs without Electron and so no extra ipcMain
// listener is registered behind the contract's back). A corrupted or
// schema-invalid file never stops the app: it is moved aside, defaults are
// used, and the caller gets a notice to show.
import { existsSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import Conf, { type Schema } from 'conf'
import { themes, type ThemePreference } from '../../shared/settings'
import { failure } from '../api/app-failure'

export interface WindowBounds {
  x: number
  y: number
  width: number
  height: number
  maximized: boolean
}

export interface StoredSettings {
  baseUrl: string | null
  theme: ThemePreference
  allowWeakTokenStorage: boolean
  windowBounds: WindowBounds | null
  recentSearchesEnabled: boolean
  recentSearches: string[]
}

const defaults: StoredSettings = {
  baseUrl: null,
  theme: 'system',
  allowWeakTokenStorage: false,
  windowBounds: null,
  recentSearchesEnabled: true,
  recentSearches: []
}

const schema: Schema<StoredSettings> = {
  baseUrl: { type: ['string', 'null'], maxLength: 2048 },
  theme: { type: 'string', enum: [...themes] },
  allowWeakTokenStorage: { type: 'boolean' },
  recentSearchesEnabled: { type: 'boolean' },
  recentSearches: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 200 } },
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

export class SettingsStore {
  #conf: Conf<StoredSettings>
  /** conf re-reads the file on every get; every API request asks for the base URL, so we keep a copy. */
  #values: StoredSettings
  readonly #dir: string
  readonly #onRecovered: (movedTo: string) => void

  /** `onRecovered` is told where an unreadable file was moved to. */
  constructor(dir: string, onRecovered: (movedTo: string) => void) {
    this.#dir = dir
    this.#onRecovered = onRecovered
    this.#conf = this.#open()
    this.#values = this.#conf.store
  }

  get path(): string {
    return join(this.#dir, SETTINGS_FILE)
  }

  get<K extends keyof StoredSettings>(key: K): StoredSettings[K] {
    return this.#values[key]
  }

  /** Throws a 'storage' AppFailure when the value cannot be saved; the file is left alone. */
  set<K extends keyof StoredSettings>(key: K, value: StoredSettings[K]): void {
    // A file damaged while we ran is recovered; an invalid value is the caller's problem.
    if (!this.#readable()) {
      this.#conf = this.#recover()
      // Nothing the user chose while we ran is lost with the damaged file.
      this.#conf.store = this.#values
    }
    try {
      this.#conf.set(key, value)
    } catch {
      throw failure({ kind: 'storage', message: 'That setting could not be saved. Please try again.' })
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
    return new Conf<StoredSettings>({
      cwd: this.#dir,
      configName: 'settings',
      schema,
      defaults,
      clearInvalidConfig: false,
      accessPropertiesByDotNotation: false,
      configFileMode: 0o600
    })
  }

  #open(): Conf<StoredSettings> {
    try {
      return this.#create()
    } catch {
      return this.#recover()
    }
  }

  #recover(): Conf<StoredSettings> {
    const file = this.path
    if (existsSync(file)) {
      const movedTo = join(this.#dir, `settings.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
      renameSync(file, movedTo)
      this.#onRecovered(movedTo)
    }
    return this.#create()
  }
}
