// The settings table is the one place a setting is declared: these prove that
// everything else is derived from it. For the app's own table, each entry
// reaches the IPC request schema, the settings file's JSON schema (as the
// store really opens conf) and the defaults, with the same bounds main checks.
// For a small table made up here, one entry of each kind is all it takes to
// get a typed value, a request schema, defaults, a file schema conf enforces,
// and checks with sentences.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import Conf, { type Options } from 'conf'
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest'

import { say } from '../../../src/main/core/i18n'
import { checkPatch } from '../../../src/main/features/settings/check-patch'
import { SETTINGS_SCHEMA, SettingsStore, type StoredSettings } from '../../../src/main/features/settings/settings-store'
import type { Message } from '../../../src/shared/i18n/messages'
import { ipcChannels } from '../../../src/shared/ipc'
import { loadZod } from '../../../src/shared/load-zod'
import {
  checkSetting,
  choice,
  effectiveValues,
  idList,
  jsonSchemaOf,
  keysOf,
  minutes,
  type SettingSpec,
  storedDefaults,
  type StoredValuesOf,
  toggle,
  type ValuesOf
} from '../../../src/shared/setting-kinds'
import { patchSchemaOf } from '../../../src/shared/setting-request'
import { type Preferences, settingTable } from '../../../src/shared/settings'

// The IPC request schemas are built with zod as main loads it, at its first request that carries something.
await loadZod()

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-table-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The store as the app opens it, and the options it handed conf. */
function openStore(): { store: SettingsStore; options: Options<StoredSettings> } {
  let options: Options<StoredSettings> | null = null
  const store = new SettingsStore(
    dir,
    () => undefined,
    (given) => {
      options = given
      return new Conf<StoredSettings>(given)
    }
  )
  if (!options) throw new Error('the store never opened conf')
  return { store, options }
}

/** main's refusal of a change, or null when it is accepted. */
function refusal(patch: Record<string, unknown>): string | null {
  const request = ipcChannels['settings:update'].request.parse(patch)
  try {
    checkPatch(request)
    return null
  } catch (error) {
    return (error as { appError: { message: string } }).appError.message
  }
}

/** Whether the settings file accepts the value (conf validates against the schema on every set). */
function fileAccepts(store: SettingsStore, key: keyof Preferences, value: unknown): boolean {
  try {
    store.set(key, value as never)
    return true
  } catch {
    return false
  }
}

const entries = keysOf(settingTable).map((key) => [key, settingTable[key] as SettingSpec] as const)

describe("the app's settings table", () => {
  it('names exactly the keys of the IPC request, and the request refuses any other key', () => {
    const request = ipcChannels['settings:update'].request
    expect(Object.keys(request.shape)).toEqual(keysOf(settingTable))
    expect(request.safeParse({ notASetting: true }).success).toBe(false)
    for (const key of keysOf(settingTable)) expect(request.shape[key].safeParse(undefined).success, key).toBe(true)
  })

  it.each(entries)('%s: in the file schema, the defaults and the IPC request, with the same bounds', (key, spec) => {
    const { store, options } = openStore()
    // The file's schema, which main checks through code generated from it (settings-validator.ts).
    expect(SETTINGS_SCHEMA[key], 'file schema').toBeDefined()
    expect(options.defaults?.[key], 'default').toEqual(storedDefaults(settingTable)[key])
    const request = ipcChannels['settings:update'].request.shape[key]
    switch (spec.kind) {
      case 'toggle':
        expect(store.get(key)).toBe(typeof spec.default === 'function' ? null : spec.default)
        expect(fileAccepts(store, key, 'yes')).toBe(false)
        expect(request.safeParse('yes').success).toBe(false)
        expect(refusal({ [key]: !spec.default })).toBeNull()
        expect(fileAccepts(store, key, true)).toBe(true)
        break
      case 'choice':
        expect(store.get(key)).toBe(spec.default)
        expect(spec.values).toContain(spec.default)
        expect(request.safeParse('not-a-choice').success).toBe(false)
        expect(fileAccepts(store, key, 'not-a-choice')).toBe(false)
        for (const value of spec.values) {
          expect(refusal({ [key]: value })).toBeNull()
          expect(fileAccepts(store, key, value)).toBe(true)
        }
        break
      case 'minutes': {
        expect(store.get(key)).toBe(spec.default)
        expect(spec.default).toBeGreaterThanOrEqual(spec.min)
        expect(spec.default).toBeLessThanOrEqual(spec.max)
        const sentence = `“${say(spec.label)}” must be a whole number of minutes from ${spec.min} to ${spec.max}.`
        for (const bad of [spec.min - 1, spec.max + 1, spec.min + 0.5]) {
          expect(refusal({ [key]: bad })).toBe(sentence)
          expect(fileAccepts(store, key, bad)).toBe(false)
        }
        for (const good of [spec.min, spec.max]) {
          expect(refusal({ [key]: good })).toBeNull()
          expect(fileAccepts(store, key, good)).toBe(true)
        }
        break
      }
      case 'ids': {
        expect(store.get(key)).toEqual([])
        const many = Array.from({ length: spec.max + 1 }, (_, i) => `s${i}`)
        expect(refusal({ [key]: many })).toBe(say(spec.tooMany, { max: spec.max }))
        expect(fileAccepts(store, key, many)).toBe(false)
        expect(refusal({ [key]: many.slice(1) })).toBeNull()
        expect(fileAccepts(store, key, many.slice(1))).toBe(true)
        expect(refusal({ [key]: ['no spaces'] })).toBe(say(spec.notAnId, { id: 'no spaces' }))
        expect(fileAccepts(store, key, ['no spaces'])).toBe(false)
        break
      }
    }
  })

  it('keeps what is not a person’s choice out of the table, and in the file', () => {
    const { options } = openStore()
    const own = Object.keys(options.defaults ?? {}).filter((key) => !(key in settingTable))
    expect(own.sort()).toEqual([
      'accounts',
      'activeAccount',
      'baseUrl',
      'closeToTrayExplained',
      'lastRoute',
      'perAccount',
      'perServer',
      'readNotifications',
      'recentSearches',
      'seenNotifications',
      'seenPlatformUpdates',
      'visitedNotifications',
      'windowBounds'
    ])
    expect(Object.keys(SETTINGS_SCHEMA).sort()).toEqual(Object.keys(options.defaults ?? {}).sort())
  })
})

describe('a setting is one table entry', () => {
  // A table made up for this test: nothing else declares these settings.
  const words = (text: string): Message => ({
    id: `test.${text}`,
    defaultMessage: text,
    description: 'A made-up setting’s words.'
  })
  const small = {
    /** A switch whose default depends on the OS. */
    glow: toggle({ label: words('Glow'), hint: words('Softly.'), default: (platform: string) => platform === 'linux' }),
    quiet: toggle({ label: words('Quiet'), hint: words('Shh.'), default: true }),
    flavour: choice({
      label: words('Flavour'),
      hint: words('Pick one.'),
      values: ['plain', 'spicy'],
      labels: { plain: words('Plain'), spicy: words('Spicy') },
      default: 'plain'
    }),
    pollMinutes: minutes({ label: words('Poll every'), min: 2, max: 9, default: 3 }),
    hosts: idList({
      label: words('Hosts'),
      hint: words('Ids.'),
      max: 2,
      pattern: /^[a-z]{1,8}$/,
      notAnId: words('“{id}” is not a host.'),
      tooMany: words('At most {max} hosts.')
    })
  }

  it('types its value', () => {
    expectTypeOf<ValuesOf<typeof small>>().toEqualTypeOf<{
      glow: boolean
      quiet: boolean
      flavour: 'plain' | 'spicy'
      pollMinutes: number
      hosts: string[]
    }>()
    expectTypeOf<StoredValuesOf<typeof small>>().toEqualTypeOf<{
      glow: boolean | null
      quiet: boolean
      flavour: 'plain' | 'spicy'
      pollMinutes: number
      hosts: string[]
    }>()
  })

  it('gives defaults; one that depends on the OS is stored as null and found per OS', () => {
    const stored = storedDefaults(small)
    expect(stored).toEqual({ glow: null, quiet: true, flavour: 'plain', pollMinutes: 3, hosts: [] })
    expect(effectiveValues(small, stored, 'linux').glow).toBe(true)
    expect(effectiveValues(small, stored, 'darwin').glow).toBe(false)
    expect(effectiveValues(small, { ...stored, glow: false }, 'linux').glow).toBe(false)
  })

  it('gives the IPC request schema: every key optional, types checked, unknown keys refused', async () => {
    const request = patchSchemaOf(await loadZod(), small)
    expect(request.parse({})).toEqual({})
    expect(request.parse({ glow: false, flavour: 'spicy', pollMinutes: 99, hosts: [' a '] })).toEqual({
      glow: false,
      flavour: 'spicy',
      pollMinutes: 99,
      hosts: [' a ']
    })
    for (const bad of [
      { glow: 'yes' },
      { flavour: 'sour' },
      { pollMinutes: '3' },
      { hosts: 'a' },
      { hosts: Array(11).fill('a') },
      { other: 1 }
    ])
      expect(request.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('gives the file schema conf enforces, with the entry’s bounds', () => {
    const conf = new Conf({
      cwd: dir,
      configName: 'small',
      schema: jsonSchemaOf(small),
      defaults: storedDefaults(small)
    })
    expect(conf.store).toEqual(storedDefaults(small))
    for (const [key, value] of [
      ['glow', true],
      ['glow', null],
      ['flavour', 'spicy'],
      ['pollMinutes', 9],
      ['hosts', ['ab', 'cd']]
    ] as const)
      expect(() => conf.set(key, value)).not.toThrow()
    for (const [key, value] of [
      ['quiet', null],
      ['flavour', 'sour'],
      ['pollMinutes', 10],
      ['pollMinutes', 2.5],
      ['hosts', ['a', 'b', 'c']],
      ['hosts', ['A']]
    ] as const)
      expect(() => conf.set(key, value as never), `${key}: ${JSON.stringify(value)}`).toThrow()
  })

  it('gives the checks, with sentences from the entry', () => {
    expect(checkSetting(small.pollMinutes, 1, say)).toEqual({
      ok: false,
      message: '“Poll every” must be a whole number of minutes from 2 to 9.'
    })
    expect(checkSetting(small.pollMinutes, 9, say)).toEqual({ ok: true, value: 9 })
    expect(checkSetting(small.hosts, [' ab ', 'AB', '', 'cd'], say)).toEqual({ ok: true, value: ['ab', 'cd'] })
    expect(checkSetting(small.hosts, ['ab', 'cd', 'ef'], say)).toEqual({ ok: false, message: 'At most 2 hosts.' })
    expect(checkSetting(small.hosts, ['no way'], say)).toEqual({ ok: false, message: '“no way” is not a host.' })
    expect(checkSetting(small.flavour, 'spicy', say)).toEqual({ ok: true, value: 'spicy' })
  })
})
