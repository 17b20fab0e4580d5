// Main checks the settings file with code ajv generated ahead of time
// (src/main/features/settings/settings-validator.generated.ts), not with a
// schema compiled at every start: the file must be what the schema makes now,
// and must judge every value as ajv compiling the schema would.
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { Ajv2020 } from 'ajv/dist/2020.js'
import Conf from 'conf'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { GENERATED_SCHEMAS, SETTINGS_VALIDATOR, settingsValidatorSource } from '../../../scripts/settings-validator'
import { validAccounts } from '../../../src/main/features/settings/account-entries'
import { defaults, SETTINGS_SCHEMA, SettingsStore } from '../../../src/main/features/settings/settings-store'
import {
  checkedConf,
  checkSettings,
  isAccountEntry,
  isStatusHistory
} from '../../../src/main/features/settings/settings-validator'

const account = { id: 'a0123456789abcdef', baseUrl: 'https://platform.example', username: 'ada', userId: '42' }

/** Values on both sides of the schema's limits: types, enums, patterns, lengths (in code points), counts, extra keys. */
const samples: Record<string, unknown>[] = [
  defaults,
  {},
  { ...defaults, theme: 'purple' },
  { ...defaults, theme: 'dark', language: 'ja' },
  { ...defaults, pingIntervalMinutes: 0 },
  { ...defaults, pingIntervalMinutes: 2.5 },
  { ...defaults, baseUrl: 42 },
  { ...defaults, accounts: [account] },
  { ...defaults, accounts: [{ ...account, extra: true }] },
  {
    ...defaults,
    accounts: Array.from({ length: 50 }, (_, i) => ({ ...account, id: `a${String(i).padStart(16, '0')}` }))
  },
  { ...defaults, activeAccount: 'not an id!' },
  { ...defaults, recentSearches: ['😀'.repeat(200)] },
  { ...defaults, recentSearches: ['😀'.repeat(201)] },
  { ...defaults, recentSearches: ['x'.repeat(201)] },
  { ...defaults, perAccount: { a0123456789abcdef: { recentSearches: ['x'], notificationAlerts: 'all' } } },
  { ...defaults, perAccount: { a0123456789abcdef: { other: 1 } } },
  { ...defaults, windowBounds: { x: 0, y: 0, width: 100, height: 300, maximized: false } },
  { ...defaults, windowBounds: { x: 0, y: 0, width: 800, height: 600, maximized: false } },
  { ...defaults, lastRoute: { view: 'profile' } },
  { ...defaults, readNotifications: { key: [1] } },
  { ...defaults, unknownKey: { any: 'thing' } }
]

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-validator-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the precompiled settings validator', () => {
  it('is what ajv generates from the schema today (else: npx tsx scripts/settings-validator.ts)', () => {
    expect(readFileSync(SETTINGS_VALIDATOR, 'utf8')).toBe(settingsValidatorSource())
  })

  it('judges every sample as the schema compiled by ajv, with conf’s options, does', () => {
    const ajv = new Ajv2020({ allErrors: true, useDefaults: true })
    const compiled = ajv.compile({ type: 'object', properties: SETTINGS_SCHEMA })
    const verdicts = samples.map((sample) => {
      let generated = true
      try {
        checkSettings(structuredClone(sample))
      } catch (error) {
        expect((error as Error).message).toMatch(/^Config schema violation: `/)
        generated = false
      }
      return [generated, compiled(structuredClone(sample))]
    })
    for (const [index, [generated, expected]] of verdicts.entries())
      expect(generated, `sample ${index}: ${JSON.stringify(samples[index]).slice(0, 120)}`).toBe(expected)
    // The samples reach both answers.
    expect(new Set(verdicts.map(([, expected]) => expected))).toEqual(new Set([true, false]))
  })

  it('judges account entries and status histories as ajv compiling their schemas does', () => {
    const ajv = new Ajv2020({ validateSchema: false })
    const entry = ajv.compile(GENERATED_SCHEMAS.account)
    const history = ajv.compile(GENERATED_SCHEMAS.history)
    const entries = [account, { ...account, id: 'bad id' }, { ...account, username: '😀'.repeat(257) }, null, 3]
    for (const sample of entries) expect(isAccountEntry(sample), JSON.stringify(sample)).toBe(entry(sample))
    const change = { at: 1, state: 'operational' }
    const histories = [
      { version: 1, servers: {} },
      { version: 2, servers: {} },
      { version: 1, servers: { 'https://a.example': { seenAt: 1, services: { api: [change] } } } },
      { version: 1, servers: { 'https://a.example': { seenAt: 1, services: { api: [{ ...change, state: 'x' }] } } } },
      { version: 1 }
    ]
    for (const sample of histories) expect(isStatusHistory(sample), JSON.stringify(sample)).toBe(history(sample))
    expect(new Set(histories.map((sample) => history(sample)))).toEqual(new Set([true, false]))
    expect(validAccounts([account, { ...account, id: 'bad id' }])?.kept).toEqual([account])
  })

  it('checks conf’s file as it opens, and every write, with no schema given to conf', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ theme: 'purple' }))
    const open = () => new Conf<Record<string, unknown>>({ cwd: dir, configName: 'settings', defaults: {} })
    expect(() => checkedConf(open())).toThrow(/^Config schema violation: `theme`/)
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ theme: 'dark' }))
    const conf = checkedConf(open())
    expect(() => conf.set('language', 'klingon')).toThrow(/Config schema violation/)
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({ theme: 'dark' })
  })

  it('makes the settings store move an invalid file aside and start from the defaults', async () => {
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ ...defaults, language: 'klingon' }))
    const recovered: number[] = []
    const store = new SettingsStore(dir, (_movedTo, kept) => recovered.push(kept))
    expect(store.get('language')).toBe(defaults.language)
    expect(recovered).toHaveLength(1)
  })
})
