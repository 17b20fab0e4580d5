// Each entry of the account list stands on its own: one a schema refuses (a
// 306-character name, as a platform once sent) used to make every save of the
// list fail, and a file holding one was moved aside with every account in it.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SETTINGS_FILE, SettingsStore, type StoredAccount } from '../../../src/main/features/settings/settings-store'
import { MAX_ACCOUNTS } from '../../../src/shared/accounts'

const good: StoredAccount = {
  id: 'a000000000000000a',
  baseUrl: 'https://one.example.com',
  username: 'ann',
  userId: '1'
}
const good2: StoredAccount = {
  id: 'a000000000000000c',
  baseUrl: 'https://two.example.com',
  username: 'bob',
  userId: null
}
const bad: StoredAccount = {
  id: 'a000000000000000b',
  baseUrl: 'https://work.example.com',
  username: 'x'.repeat(306),
  userId: '2'
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'settings-accounts-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const file = () => join(dir, SETTINGS_FILE)
const saved = async () => JSON.parse(await readFile(file(), 'utf8')) as Record<string, unknown>
const asideFiles = async () => (await readdir(dir)).filter((name) => name !== SETTINGS_FILE)

describe('loading an account list with an invalid entry', () => {
  it('lists the other accounts, keeps every other setting, and needs no recovery', async () => {
    const perAccount = { [good.id]: { recentSearches: ['logs'] } }
    await writeFile(
      file(),
      JSON.stringify({ theme: 'dark', accounts: [good, bad, good2], activeAccount: good2.id, perAccount })
    )
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    expect(recovered).not.toHaveBeenCalled()
    expect(store.get('accounts')).toEqual([good, good2])
    expect(store.get('activeAccount')).toBe(good2.id)
    expect(store.get('theme')).toBe('dark')
    expect(store.get('perAccount')).toEqual(perAccount)
    // The file is whole again: the next start reads it as it is, and nothing was moved aside.
    expect((await saved()).accounts).toEqual([good, good2])
    expect(await asideFiles()).toEqual([])
    expect(new SettingsStore(dir, recovered).get('accounts')).toEqual([good, good2])
    expect(recovered).not.toHaveBeenCalled()
  })

  it('the active account goes with its entry', async () => {
    await writeFile(file(), JSON.stringify({ accounts: [good, bad, good2], activeAccount: bad.id }))
    const store = new SettingsStore(dir, () => undefined)
    expect(store.get('accounts')).toEqual([good, good2])
    expect(store.get('activeAccount')).toBeNull()
  })

  it('drops every kind of invalid entry, one by one', async () => {
    const entries = [
      good,
      { ...good2, id: 'not-an-id' },
      { ...good2, userId: 'u'.repeat(65) },
      { ...good2, username: 42 },
      { ...good2, extra: true },
      { id: good2.id, baseUrl: good2.baseUrl, username: good2.username },
      null,
      'a000000000000000d',
      good2
    ]
    await writeFile(file(), JSON.stringify({ accounts: entries }))
    expect(new SettingsStore(dir, () => undefined).get('accounts')).toEqual([good, good2])
  })

  it('a list longer than the app holds keeps its first accounts', async () => {
    const many = Array.from({ length: MAX_ACCOUNTS + 3 }, (_, i) => ({
      ...good,
      id: `a${i.toString(16).padStart(16, '0')}`
    }))
    await writeFile(file(), JSON.stringify({ accounts: [bad, ...many], activeAccount: many.at(-1)?.id }))
    const store = new SettingsStore(dir, () => undefined)
    expect(store.get('accounts')).toEqual(many.slice(0, MAX_ACCOUNTS))
    expect(store.get('activeAccount')).toBeNull()
  })

  it('a file damaged in another way too is recovered, and both good accounts survive it', async () => {
    const content = JSON.stringify({
      theme: 'neon',
      closeToTrayExplained: true,
      accounts: [good, bad, good2],
      activeAccount: bad.id
    })
    await writeFile(file(), content)
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    expect(recovered).toHaveBeenCalledTimes(1)
    // What was on disk is kept aside as it was, the bad entry with it.
    expect(await readFile(recovered.mock.calls[0]?.[0] as string, 'utf8')).toBe(content)
    expect(store.get('accounts')).toEqual([good, good2])
    expect(store.get('activeAccount')).toBeNull()
    expect(store.get('theme')).toBe('system')
    expect(store.get('closeToTrayExplained')).toBe(true)
    expect(new SettingsStore(dir, recovered).get('accounts')).toEqual([good, good2])
    expect(recovered).toHaveBeenCalledTimes(1)
  })

  it('an account list that is no list at all is recovered as before', async () => {
    await writeFile(file(), JSON.stringify({ theme: 'dark', accounts: { 0: good } }))
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    expect(recovered).toHaveBeenCalledTimes(1)
    expect(store.get('accounts')).toEqual([])
    expect(store.get('theme')).toBe('dark')
  })
})

describe('saving an account list with an invalid entry', () => {
  it('keeps the valid entries and drops only the invalid one', async () => {
    const recovered = vi.fn()
    const store = new SettingsStore(dir, recovered)
    store.set('accounts', [good, bad, good2])
    expect(store.get('accounts')).toEqual([good, good2])
    expect((await saved()).accounts).toEqual([good, good2])
    expect(new SettingsStore(dir, recovered).get('accounts')).toEqual([good, good2])
    expect(recovered).not.toHaveBeenCalled()
  })

  it('a list of only invalid entries is saved empty; the next save of good ones goes through', () => {
    const store = new SettingsStore(dir, () => undefined)
    store.set('accounts', [good])
    store.set('accounts', [bad])
    expect(store.get('accounts')).toEqual([])
    store.set('accounts', [good2])
    expect(new SettingsStore(dir, () => undefined).get('accounts')).toEqual([good2])
  })

  it('every other setting still refuses a value outside the schema', () => {
    const store = new SettingsStore(dir, () => undefined)
    expect(() => store.set('activeAccount', 'not-an-id')).toThrow(/could not be saved/)
    expect(store.get('activeAccount')).toBeNull()
  })
})

describe('a good file', () => {
  it('loads and saves as it did, byte for byte', async () => {
    const recovered = vi.fn()
    const first = new SettingsStore(dir, recovered)
    first.set('accounts', [good, good2])
    first.set('activeAccount', good2.id)
    const before = await readFile(file(), 'utf8')
    const second = new SettingsStore(dir, recovered)
    expect(second.get('accounts')).toEqual([good, good2])
    expect(second.get('activeAccount')).toBe(good2.id)
    expect(await readFile(file(), 'utf8')).toBe(before)
    expect(await asideFiles()).toEqual([])
    expect(recovered).not.toHaveBeenCalled()
  })
})
