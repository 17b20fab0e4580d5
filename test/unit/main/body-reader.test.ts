// Large answers are read on the body worker, never on main's thread: the
// same outcome as reading in place, main's event loop keeps turning while a
// 16 MB body is read, a body that would exhaust memory is refused before it
// is parsed, and a worker that dies or never finishes is replaced.
import { Worker } from 'node:worker_threads'

import { afterEach, describe, expect, it } from 'vitest'

import { appReaders } from '../../../src/main/app/readers'
import { BodyReader } from '../../../src/main/core/body/body-reader'
import { readBody, type ReadRequest } from '../../../src/main/core/body/read-body'
import { useLocale } from '../../../src/main/core/i18n/say'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import { spawnSourceBodyWorker } from '../../support/body-worker'

const ok: ReadRequest['meta'] = { status: 200, headers: { 'content-type': 'application/json' } }
const encode = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value))

/** About `bytes` of followers: `{ followers: [{ id, username, name }, …] }`. */
function followersBody(bytes: number): Uint8Array {
  const one = (i: number) => `{"id":${i},"username":"user${i}","name":"Person Number ${i}"}`
  const parts: string[] = []
  let size = 16
  for (let i = 0; size < bytes; i++) {
    const item = one(i)
    parts.push(item)
    size += item.length + 1
  }
  return encode(`{"followers":[${parts.join(',')}]}`)
}

let readers: BodyReader[] = []
afterEach(async () => {
  await Promise.all(readers.map((reader) => reader.dispose()))
  readers = []
  await useLocale(SOURCE_APP_LOCALE)
})

function reader(options: ConstructorParameters<typeof BodyReader>[0] = {}) {
  let spawned = 0
  const problems: string[] = []
  const made = new BodyReader({
    readers: appReaders,
    spawn: () => {
      spawned++
      return spawnSourceBodyWorker()
    },
    onWorkerProblem: (detail) => problems.push(detail),
    ...options
  })
  readers.push(made)
  return { reader: made, spawned: () => spawned, problems }
}

describe('BodyReader', () => {
  it('reads small bodies in place without starting a worker', async () => {
    const { reader: r, spawned } = reader()
    const outcome = await r.read(encode({ followers: [1, 2] }), { call: ['followers', '1'], meta: ok, tolerant: false })
    expect(outcome).toMatchObject({ kind: 'read', value: { followersCount: 2 } })
    expect(spawned()).toBe(0)
  })

  it('a reader the table lacks is a bug said as one, never a thrown TypeError; the plumbing’s own are always there', async () => {
    const plumbingOnly = new BodyReader()
    const bytes = new TextEncoder().encode('{"id":1}')
    expect(
      await plumbingOnly.read(bytes, { call: ['profile', '1'], meta: { status: 200, headers: {} }, tolerant: false })
    ).toEqual({
      kind: 'broken',
      detail: 'no body reader named profile'
    })
    expect(
      await plumbingOnly.read(bytes, { call: ['platformProbe'], meta: { status: 200, headers: {} }, tolerant: false })
    ).toEqual({ kind: 'read', value: true })
  })

  it('reads a large body in the worker to exactly what reading it in place gives', async () => {
    const { reader: r, spawned } = reader()
    const bytes = followersBody(300 * 1024)
    const inPlace = readBody(bytes, { call: ['followers', '7'], meta: ok, tolerant: false }, appReaders)
    const offThread = await r.read(bytes.slice(), { call: ['followers', '7'], meta: ok, tolerant: false })
    expect(spawned()).toBe(1)
    expect(offThread).toEqual(inPlace)
    // Every outcome kind crosses the thread the same way.
    const html = encode(`<!doctype html><p>${'x'.repeat(100_000)}</p>`)
    expect(await r.read(html, { call: ['profile', '1'], meta: ok, tolerant: false })).toEqual({
      kind: 'unreadable',
      html: true
    })
    const refused = encode({ nothing: 'x'.repeat(100_000) })
    expect(await r.read(refused, { call: ['followers', '1'], meta: ok, tolerant: false })).toMatchObject({
      kind: 'failed',
      error: { kind: 'bad-response' }
    })
  })

  it("keeps main's event loop turning while a 16 MB body is read", async () => {
    const { reader: r } = reader()
    const bytes = followersBody(16 * 1024 * 1024)
    let turns = 0
    const ticker = setInterval(() => turns++, 1)
    try {
      const outcome = await r.read(bytes, { call: ['followers', '1'], meta: ok, tolerant: false })
      expect(outcome).toMatchObject({ kind: 'read', value: { followersCount: expect.any(Number) as number } })
    } finally {
      clearInterval(ticker)
    }
    // Read in place, the whole parse would have run before a single timer could fire.
    expect(turns).toBeGreaterThan(1)
    // The bytes moved to the worker: main keeps no copy of the body.
    expect(bytes.byteLength).toBe(0)
  })

  it('a body of more values than any answer holds is refused before it is parsed: even a small heap survives it', async () => {
    let spawned = 0
    const { reader: r, problems } = reader({
      spawn: () => {
        spawned++
        return spawnSourceBodyWorker(64)
      }
    })
    // 9 MB of `[[[]]]`: 6 million arrays once parsed, about 190 MB, far past a
    // 64 MB heap. On Node 24 reaching a worker's heap cap inside JSON.parse
    // aborts the whole process (this test's too), so the bound must hold first.
    const huge = encode(`[${Array.from({ length: 1_500_000 }, () => '[[[]]]').join(',')}]`)
    expect(await r.read(huge, { call: ['sample'], meta: ok, tolerant: false })).toEqual({
      kind: 'unreadable',
      html: false
    })
    expect(
      await r.read(followersBody(100 * 1024), { call: ['followers', '1'], meta: ok, tolerant: false })
    ).toMatchObject({ kind: 'read' })
    expect({ spawned, problems }).toEqual({ spawned: 1, problems: [] })
  })

  it('a worker that dies fails the read it held with a sentence, and the next body starts a fresh one', async () => {
    let spawned = 0
    const { reader: r, problems } = reader({
      spawn: () => {
        spawned++
        // The first worker dies as one does on running out of memory: at once, mid-read.
        return spawned === 1
          ? new Worker("require('node:worker_threads').parentPort.on('message', () => process.exit(134))", {
              eval: true
            })
          : spawnSourceBodyWorker()
      }
    })
    const outcome = await r.read(followersBody(100 * 1024), { call: ['followers', '1'], meta: ok, tolerant: false })
    expect(outcome).toEqual({ kind: 'broken', detail: 'the body worker stopped (exit code 134)' })
    expect(problems).toEqual(['the body worker stopped (exit code 134)'])
    expect(
      await r.read(followersBody(100 * 1024), { call: ['followers', '1'], meta: ok, tolerant: false })
    ).toMatchObject({ kind: 'read' })
    expect(spawned).toBe(2)
  })

  it('a read that takes too long fails, and its worker is replaced', async () => {
    const { reader: r, problems } = reader({ timeoutMs: 1 })
    const outcome = await r.read(followersBody(4 * 1024 * 1024), {
      call: ['followers', '1'],
      meta: ok,
      tolerant: false
    })
    expect(outcome.kind).toBe('broken')
    expect(problems.join(' ')).toMatch(/took longer/)
  })

  it('a large body read in the worker speaks main’s language, as one read in place does', async () => {
    await useLocale({ messages: 'en-XA', format: 'en-US', direction: 'ltr' })
    const { reader: r } = reader()
    // A bare string over the in-place limit: the search reader refuses it in a sentence.
    const bytes = encode(JSON.stringify('x'.repeat(200 * 1024)))
    const request: ReadRequest = { call: ['search', 'cats'], meta: ok, tolerant: false }
    const inPlace = readBody(bytes, request, appReaders)
    const offThread = await r.read(bytes.slice(), request)
    expect(inPlace).toMatchObject({ kind: 'failed', error: { message: expect.stringMatching(/^⟦/) } })
    expect(offThread).toEqual(inPlace)
  })
})
