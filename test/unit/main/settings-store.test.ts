import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SETTINGS_FILE, SETTINGS_SCHEMA, SettingsStore } from '../../../src/main/features/settings/settings-store'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('SettingsStore', () => {
  it('starts with defaults and persists changes across instances', () => {
    const first = new SettingsStore(dir, () => undefined)
    expect(first.get('baseUrl')).toBeNull()
    expect(first.get('theme')).toBe('system')
    first.set('baseUrl', 'https://platform.example.com')
    first.set('theme', 'dark')
    const second = new SettingsStore(dir, () => undefined)
    expect(second.get('baseUrl')).toBe('https://platform.example.com')
    expect(second.get('theme')).toBe('dark')
  })

  it.each([
    ['malformed JSON', '{"baseUrl": "https://a.example", '],
    ['schema-invalid values', JSON.stringify({ baseUrl: 42, theme: 'neon' })]
  ])('moves a file with %s aside, keeps it, and uses defaults', async (_name, content) => {
    await writeFile(join(dir, SETTINGS_FILE), content)
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    expect(store.get('baseUrl')).toBeNull()
    expect(store.get('theme')).toBe('system')
    expect(recovered).toHaveBeenCalledTimes(1)
    const movedTo = recovered.mock.calls[0]?.[0] as string
    expect(await readFile(movedTo, 'utf8')).toBe(content)
    expect((await readdir(dir)).filter((name) => name.startsWith('settings.corrupt-'))).toHaveLength(1)
    store.set('theme', 'light')
    expect(new SettingsStore(dir, recovered).get('theme')).toBe('light')
  })

  it('refuses an invalid value without touching a good file', () => {
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    store.set('baseUrl', 'https://platform.example.com')
    expect(() => store.set('windowBounds', { x: 0, y: 0, width: 10, height: 10, maximized: false })).toThrow(
      'could not be saved'
    )
    expect(recovered).not.toHaveBeenCalled()
    expect(new SettingsStore(dir, recovered).get('baseUrl')).toBe('https://platform.example.com')
  })

  it('recovers when the file is damaged while the app runs, on the next save', async () => {
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    store.set('theme', 'dark')
    await writeFile(join(dir, SETTINGS_FILE), 'garbage')
    expect(store.get('theme')).toBe('dark')
    store.set('baseUrl', 'https://platform.example.com')
    expect(recovered).toHaveBeenCalledTimes(1)
    const reopened = new SettingsStore(dir, recovered)
    expect(reopened.get('baseUrl')).toBe('https://platform.example.com')
    expect(reopened.get('theme')).toBe('dark')
  })
})

describe('SettingsStore and an older file', () => {
  it('a file from before “Load pictures from other websites” gains it, off, and keeps its values', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({ baseUrl: 'https://a.example', theme: 'dark', updateMode: 'ask' })
    )
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    expect(recovered).not.toHaveBeenCalled()
    expect(store.get('loadRemotePictures')).toBe(false)
    expect(store.get('updateMode')).toBe('ask')
    const saved = JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8')) as Record<string, unknown>
    expect(saved.loadRemotePictures).toBe(false)
  })

  it('refuses to store a value outside the schema, and keeps the old one', () => {
    const store = new SettingsStore(dir, () => undefined)
    expect(() => store.set('statusIntervalMinutes', 0)).toThrow(/could not be saved/)
    expect(() => store.set('watchedServices', ['../etc'])).toThrow(/could not be saved/)
    expect(store.get('statusIntervalMinutes')).toBe(5)
  })
})

describe('settings per account and per server (SCOPED)', () => {
  const A = 'a000000000000000a'
  const B = 'a000000000000000b'
  it('each account reads and writes its own; one that never chose reads the app-wide value; the file keeps them apart', async () => {
    const store = new SettingsStore(dir, () => undefined)
    const a = store.prefsFor({ account: A, server: 'https://one.example' })
    const b = store.prefsFor({ account: B, server: 'https://two.example' })
    a.set('notificationAlerts', false)
    a.set('recentSearches', ['ada'])
    a.set('watchedServices', ['db'])
    store.set('theme', 'dark')
    expect([
      b.get('notificationAlerts'),
      b.get('recentSearches'),
      b.get('watchedServices'),
      store.get('theme')
    ]).toEqual([true, [], [], 'dark'])
    expect(store.all(b)).toMatchObject({ notificationAlerts: true, recentSearches: [], watchedServices: [] })
    b.set('recentSearches', ['bob'])
    expect(store.all(a)).toMatchObject({ notificationAlerts: false, recentSearches: ['ada'], watchedServices: ['db'] })
    // No account (first run): the app-wide value of an account's setting, the server's own of a server's.
    const firstRun = store.prefsFor({ account: null, server: 'https://one.example' })
    expect([
      firstRun.get('notificationAlerts'),
      firstRun.get('recentSearches'),
      firstRun.get('watchedServices')
    ]).toEqual([true, [], ['db']])

    const file = JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8')) as Record<string, unknown>
    expect(file).toMatchObject({
      notificationAlerts: true,
      recentSearches: [],
      perAccount: { [A]: { notificationAlerts: false, recentSearches: ['ada'] }, [B]: { recentSearches: ['bob'] } },
      perServer: { 'https://one.example': { watchedServices: ['db'] } }
    })
    // And a restart reads them back as they were.
    const again = new SettingsStore(dir, () => undefined)
    expect(again.prefsFor({ account: B, server: null }).get('recentSearches')).toEqual(['bob'])

    // Recent searches turned off: nobody's are kept.
    store.clearEverywhere('recentSearches')
    expect(store.get('recentSearches')).toEqual([])
    expect(b.get('recentSearches')).toEqual([])
    // A removed account's choices go; its server's too once no account is on it.
    store.forgetScope(A, 'https://one.example')
    expect(store.all(b)).toMatchObject({ perAccount: { [B]: {} }, perServer: {} })
  })

  it('an account that never chose reads the app-wide alerts choice, but never app-wide recent searches or watched services', () => {
    const store = new SettingsStore(dir, () => undefined)
    store.set('notificationAlerts', false)
    store.set('recentSearches', ['from before'])
    store.set('watchedServices', ['db'])
    const a = store.prefsFor({ account: A, server: 'https://one.example' })
    expect([a.get('notificationAlerts'), a.get('recentSearches'), a.get('watchedServices')]).toEqual([false, [], []])
  })

  it('a per-account value in the file that breaks the schema makes the file damaged, and it is recovered like any other', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({ perAccount: { 'not-an-id': { notificationAlerts: false } } })
    )
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    expect(recovered).toHaveBeenCalledTimes(1)
    expect(store.get('perAccount')).toEqual({})
  })
})

describe('the settings schema', () => {
  // The app skips ajv's check of the schema against JSON Schema's meta-schema at start (a third of main's start-up work); this is that check, with conf's own ajv.
  it('is a valid JSON Schema 2020-12 document, as conf builds it', () => {
    const ajv = new Ajv2020({ allErrors: true, useDefaults: true })
    const rootSchema = { type: 'object', properties: SETTINGS_SCHEMA, required: [], additionalProperties: true }
    expect(ajv.validateSchema(rootSchema), JSON.stringify(ajv.errors)).toBe(true)
    expect(ajv.validateSchema({ type: 'object', properties: { broken: { type: 'strnig' } } })).toBe(false)
  })
})
