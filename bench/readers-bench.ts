// The body readers in `npm run bench`: how long reading a body takes as a
// ratio to JSON.parse of the same body, for the shapes that once froze main
// (a long flat list, an object of many lists, a very wide object, deep
// nesting) at 64 KB, 1 MB and 16 MB; main's longest event-loop block while a
// 16 MB answer goes through the app; and main's heap held by the view model
// of a 16 MB followers answer.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import type { ReaderName } from '../src/main/body/body-readers'
import { readBody, type ReadRequest } from '../src/main/body/read-body'
import { createFixture } from '../test/support/main-app-fixture'
import { median, round } from './stats'

export const SIZES = { '64KB': 64 * 1024, '1MB': 1024 * 1024, '16MB': 15.8 * 1024 * 1024 } as const
type Shape = 'flatList' | 'manyLists' | 'wideObject' | 'deepNesting'

/** JSON text of about `bytes`, built from `piece(i)` joined into `open … close`. */
function fill(bytes: number, open: string, close: string, piece: (i: number) => string): string {
  const parts: string[] = []
  let size = open.length + close.length
  for (let i = 0; size < bytes; i++) {
    const next = piece(i)
    parts.push(next)
    size += next.length + 1
  }
  return `${open}${parts.join(',')}${close}`
}

const KINDS = ['user', 'project', 'repository', 'issue', 'comment']

export const SHAPES: Record<Shape, (bytes: number) => string> = {
  flatList: (bytes) =>
    fill(
      bytes,
      '[',
      ']',
      (i) =>
        `{"id":${i},"type":"${KINDS[i % 5]}","title":"Item ${i}","description":"Something about item ${i}","url":"https://platform.example/items/${i}","updatedAt":"2026-11-01T10:00:00Z"}`
    ),
  // Many keys, each a list (most of them empty) and a count beside it.
  manyLists: (bytes) => fill(bytes, '{', '}', (i) => (i % 4 === 0 ? `"list${i}":[{"title":"x${i}","id":${i}}],"list${i}Count":1` : `"list${i}":[]`)),
  wideObject: (bytes) => fill(bytes, '{', '}', (i) => `"field_${i}":${i % 3 === 0 ? `"value ${i}"` : i % 3 === 1 ? i : 'true'}`),
  // Chains nested 500 deep, side by side.
  deepNesting: (bytes) => fill(bytes, '{"data":[', ']}', (i) => `${'{"child":'.repeat(500)}{"id":${i},"name":"leaf"}${'}'.repeat(500)}`)
}

/** Readers a body of any shape may meet, each with the arguments its endpoint gives. */
const READERS: readonly (readonly [ReaderName, ...unknown[]])[] = [
  ['search', 'query'],
  ['activity', '1'],
  ['profile', '1'],
  ['followers', '1'],
  ['notifications'],
  ['platformUpdates', 20],
  ['account'],
  ['serviceStatus', 'api', null, Date.parse('2026-11-01T10:00:00Z')],
  ['serviceList']
]

const meta: ReadRequest['meta'] = { status: 200, headers: { 'content-type': 'application/json' } }
const decoder = new TextDecoder()

export interface ReaderFigures {
  /** Worst reader's ratio per shape and size. */
  ratios: Record<string, number>
  worstRatioToParse: number
  worst: string
}

/**
 * Each (shape, size, reader): the median over `runs` of readBody (decode,
 * parse, read) against decode + JSON.parse of the same bytes, alternating.
 * The ratio is taken per run, so both sides meet the same machine moment.
 */
export function measureReaders(runs: number): ReaderFigures {
  const ratios: Record<string, number> = {}
  let worst = { ratio: 0, where: '' }
  for (const [size, bytes] of Object.entries(SIZES)) {
    const repeat = size === '16MB' ? Math.max(3, Math.ceil(runs / 2)) : runs * 3
    for (const [shape, make] of Object.entries(SHAPES)) {
      const body = new TextEncoder().encode(make(bytes))
      let shapeWorst = 0
      for (const call of READERS) {
        const request = { call, meta, tolerant: false } as unknown as ReadRequest
        readBody(body, request)
        const perRun: number[] = []
        for (let i = 0; i < repeat; i++) {
          const parseStart = performance.now()
          JSON.parse(decoder.decode(body))
          const parseMs = performance.now() - parseStart
          const readStart = performance.now()
          readBody(body, request)
          perRun.push((performance.now() - readStart) / parseMs)
        }
        const ratio = median(perRun)
        shapeWorst = Math.max(shapeWorst, ratio)
        if (ratio > worst.ratio) worst = { ratio, where: `${call[0]} on ${shape} ${size}` }
      }
      ratios[`${shape}.${size}`] = round(shapeWorst)
    }
  }
  return { ratios, worstRatioToParse: round(worst.ratio), worst: worst.where }
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

/**
 * A 15.8 MB followers answer through the real main app (dispatch → API
 * client → body worker → view model): main's longest event-loop block while
 * it is read, and main's heap held by the answer's view model (after GC,
 * against main's heap before the first large answer). Medians of `runs`.
 */
export async function measureHugeAnswer(runs: number): Promise<{ longestBlockMs: number; retainedMB: number; entries: number }> {
  const text = fill(SIZES['16MB'], '{"followers":[', '],"following":[]}', (i) => `{"id":${i},"username":"user${i}","name":"Person Number ${i}"}`)
  const body = Buffer.from(text)
  // The first answer is a small one (still read on the worker): the worker starts and the JIT warms up on it.
  const warmUp = Buffer.from(fill(200 * 1024, '{"followers":[', '],"following":[]}', (i) => `{"id":${i},"username":"user${i}"}`))
  let served = 0
  const server = createServer((_request, response) => {
    const answer = served++ === 0 ? warmUp : body
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(answer.length) })
    response.end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const fx = await createFixture(url, {}, undefined, { http: { timeoutMs: 60_000 } })
  const blocks: number[] = []
  const retained: number[] = []
  let entries = 0
  try {
    await fx.app.dispatch('people:followers', { userId: '1' })
    // Main's heap before any large answer. (An awaited value can stay referenced
    // by the async frame until the next one replaces it, so "after dropping it"
    // would not be a clean baseline; this is.)
    collectGarbage()
    const baseline = process.memoryUsage().heapUsed
    for (let run = 0; run < runs; run++) {
      const delay = monitorEventLoopDelay({ resolution: 1 })
      delay.enable()
      const result = (await fx.app.dispatch('people:followers', { userId: '1' })) as { ok: boolean; data?: { followers: unknown[] } }
      delay.disable()
      if (!result.ok || !result.data) throw new Error(`people:followers failed: ${JSON.stringify(result)}`)
      entries = result.data.followers.length
      blocks.push(delay.max / 1e6)
      // What main holds while the answer crosses IPC.
      collectGarbage()
      retained.push((process.memoryUsage().heapUsed - baseline) / 2 ** 20)
    }
  } finally {
    await fx.close()
    await new Promise((resolve) => server.close(resolve))
  }
  return { longestBlockMs: round(median(blocks), 1), retainedMB: round(median(retained), 1), entries }
}
