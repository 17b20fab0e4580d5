import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { cacheFileOf } from '../../../src/main/features/offline-cache/cache-file'
import { OfflineCache, type OfflineCacheDeps } from '../../../src/main/features/offline-cache/offline-cache'
import { jsonPieces } from '../../../src/main/features/offline-cache/stringify-in-slices'
import { createStandInEncryptor } from '../../support/stand-in-encryptor'

const EMAIL = 'ada.lovelace@example.com'
const NAME = 'Ada Lovelace'
const profile = { id: '42', name: NAME, email: EMAIL, counts: [] }
let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'offline-cache-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const encryptor = createStandInEncryptor({ store: 'secret-service' })
const make = (deps: Partial<OfflineCacheDeps> = {}) =>
  new OfflineCache({ dir, encryptor, remembered: () => true, saveDelayMs: 0, ...deps })

async function filesContaining(text: string): Promise<string[]> {
  const hits: string[] = []
  for (const name of await readdir(dir)) if ((await readFile(join(dir, name), 'utf8')).includes(text)) hits.push(name)
  return hits
}

describe('OfflineCache', () => {
  it('at quit writes what waits, and an answer that arrives after leaves no timer and no write', async () => {
    const cache = make({ saveDelayMs: 60_000 })
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    expect(await readdir(dir)).toEqual([])
    await cache.close()
    expect(await readdir(dir)).toEqual([cacheFileOf('a1')])
    const written = await readFile(join(dir, cacheFileOf('a1')), 'utf8')
    // A request still under way when the quit began: kept in memory, never written.
    await cache.put('a1', 'account:info', undefined, { email: EMAIL })
    expect(await cache.get('a1', 'account:info', undefined)).not.toBeNull()
    // A timer set now would be written by this flush (every write seals with a new nonce, so any write shows).
    await cache.flush()
    expect(await readFile(join(dir, cacheFileOf('a1')), 'utf8')).toBe(written)
  })

  it('keeps a remembered account’s answers sealed on disk, and reads them back in the next run', async () => {
    let now = 1_000
    const cache = make({ now: () => now })
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    now = 2_000
    await cache.put('a1', 'account:info', undefined, { email: EMAIL })
    await cache.flush()
    expect(await readdir(dir)).toEqual([cacheFileOf('a1')])
    expect(await filesContaining(EMAIL)).toEqual([])
    expect(await filesContaining(NAME)).toEqual([])

    const next = make()
    expect(await next.get('a1', 'people:profile', { userId: '42' })).toEqual({
      channel: 'people:profile',
      request: { userId: '42' },
      value: profile,
      savedAt: 1_000
    })
    expect((await next.all('a1')).map((answer) => answer.channel)).toEqual(['account:info', 'people:profile'])
    expect(await next.get('a1', 'people:profile', { userId: '7' })).toBeNull()
  })

  it('writes a long list in pieces and reads it back whole, with what a second run added (the loaded line re-sealed)', async () => {
    const followers = Array.from({ length: 20_000 }, (_, i) => ({ key: `k${i}`, label: `${NAME} ${i} 😀` }))
    const model = { userId: '42', followers, followersCount: followers.length }
    const cache = make()
    await cache.put('a1', 'people:followers', { userId: '42' }, model)
    await cache.flush()
    // Larger than one slice of base64 (384 KB), so the file is written from several pieces.
    expect((await readFile(join(dir, cacheFileOf('a1')))).length).toBeGreaterThan(1024 * 1024)
    expect(await filesContaining(NAME)).toEqual([])

    const next = make()
    await next.put('a1', 'people:profile', { userId: '42' }, profile)
    await next.flush()
    const third = make()
    expect((await third.get('a1', 'people:followers', { userId: '42' }))?.value).toEqual(model)
    expect((await third.get('a1', 'people:profile', { userId: '42' }))?.value).toEqual(profile)
  })

  it('without Remember me keeps answers in memory only', async () => {
    const cache = make({ remembered: () => false })
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.flush()
    expect(await readdir(dir)).toEqual([])
    expect((await cache.get('a1', 'people:profile', { userId: '42' }))?.value).toEqual(profile)
    expect(await cache.size(['a1'])).toBeGreaterThan(0)
    expect(await make().get('a1', 'people:profile', { userId: '42' })).toBeNull()
  })

  it('drops a file with one byte changed, and never crashes on garbage', async () => {
    const cache = make()
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.flush()
    const path = join(dir, cacheFileOf('a1'))
    const file = JSON.parse(await readFile(path, 'utf8')) as { sealed: string }
    const bytes = Buffer.from(file.sealed, 'base64')
    bytes[5] = (bytes[5] ?? 0) ^ 1
    await writeFile(path, JSON.stringify({ ...file, sealed: bytes.toString('base64') }))
    expect(await make().all('a1')).toEqual([])
    expect(await readdir(dir)).toEqual([])

    await writeFile(path, 'not json {')
    expect(await make().all('a1')).toEqual([])
    expect(await readdir(dir)).toEqual([])
  })

  it('refuses one account’s file moved to another account’s name', async () => {
    const cache = make()
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.flush()
    await rename(join(dir, cacheFileOf('a1')), join(dir, cacheFileOf('a2')))
    expect(await make().all('a2')).toEqual([])
    expect(await readdir(dir)).toEqual([])
  })

  it('keeps a file whose key the OS will not give now (a locked keyring) for later', async () => {
    const cache = make()
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.flush()
    const locked = make({ encryptor: { ...encryptor, isAvailable: () => Promise.resolve(false) } })
    expect(await locked.all('a1')).toEqual([])
    expect(await readdir(dir)).toEqual([cacheFileOf('a1')])
  })

  it('stays within its bound, the oldest answers out first', async () => {
    let now = 0
    const cache = make({ now: () => ++now, maxEntryBytes: 3_000 })
    for (const id of ['1', '2', '3', '4'])
      await cache.put('a1', 'people:profile', { userId: id }, { bio: 'x'.repeat(900) })
    const kept = (await cache.all('a1')).map((answer) => (answer.request as { userId: string }).userId)
    expect(kept).toEqual(['4', '3', '2'])
    await cache.flush()
    expect((await make({ maxEntryBytes: 3_000 }).all('a1')).length).toBe(3)
  })

  it('forgets an account (sign-out, removal) in memory and on disk, and leaves the others', async () => {
    const cache = make()
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.put('a2', 'people:profile', { userId: '42' }, profile)
    await cache.flush()
    await cache.forget('a1')
    expect(await readdir(dir)).toEqual([cacheFileOf('a2')])
    expect(await cache.all('a1')).toEqual([])
    expect(await cache.all('a2')).toHaveLength(1)
    expect(await cache.size(['a1'])).toBe(0)
    expect(await cache.size(['a2'])).toBeGreaterThan(0)
  })

  it('a write that was waiting when the account was forgotten leaves no file', async () => {
    const cache = make({ saveDelayMs: 10 })
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.forget('a1')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(await readdir(dir)).toEqual([])
  })

  it('a file left by a remembered sign-in goes when the account is no longer remembered', async () => {
    await (async () => {
      const cache = make()
      await cache.put('a1', 'people:profile', { userId: '42' }, profile)
      await cache.flush()
    })()
    const cache = make({ remembered: () => false })
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.flush()
    expect(await readdir(dir)).toEqual([])
  })
})

describe('jsonPieces', () => {
  it('makes the same text as JSON.stringify in pieces, pausing between slices of a long list, and counts its bytes', async () => {
    const followers = Array.from({ length: 5_001 }, (_, i) => ({ key: String(i), label: `user ${i} é`, id: undefined }))
    const model = { userId: '42', followers, following: [], skipped: undefined, followersCount: 5_001 }
    let pauses = 0
    const made = await jsonPieces(model, () => {
      pauses++
      return Promise.resolve()
    })
    expect(made.pieces.join('')).toBe(JSON.stringify(model))
    expect(made.bytes).toBe(Buffer.byteLength(JSON.stringify(model)))
    expect(pauses).toBe(3)
    // The list's slices are pieces of their own: no piece holds the whole list.
    expect(Math.max(...made.pieces.map((piece) => piece.length))).toBeLessThan(JSON.stringify(followers).length / 2)
    const list = await jsonPieces(followers, () => Promise.resolve())
    expect(list.pieces.join('')).toBe(JSON.stringify(followers))
    for (const small of [{}, { a: undefined }, [], null, 'text', { a: [1, { b: 2 }] }])
      expect((await jsonPieces(small)).pieces.join('')).toBe(JSON.stringify(small))
  })
})

describe('OfflineCache leftovers', () => {
  it('removes the files of accounts the list does not name, and keeps the listed ones', async () => {
    const cache = make()
    await cache.put('a1', 'people:profile', { userId: '42' }, profile)
    await cache.put('a2', 'people:profile', { userId: '42' }, profile)
    await cache.flush()
    await writeFile(join(dir, `${cacheFileOf('a3')}.tmp`), 'half a file')
    await writeFile(join(dir, 'settings.json'), '{}')
    await make().removeUnlisted(new Set(['a1']))
    expect((await readdir(dir)).sort()).toEqual([cacheFileOf('a1'), 'settings.json'])
  })
})
