// The body readers in `npm run bench`: how long reading a body takes as a
// ratio to JSON.parse of the same body, for the shapes that once froze main
// (a long flat list, an object of many lists, a very wide object, deep
// nesting) at 64 KB, 1 MB and 16 MB; main's longest event-loop block while a
// 16 MB answer goes through the app; and main's heap held by the view model
// of a 50,000-follower answer and of a 16 MB one.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { appReaders } from '../src/main/app/readers'
import type { ReaderName } from '../src/main/core/body/body-readers'
import { readBody, type ReadRequest } from '../src/main/core/body/read-body'
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
  manyLists: (bytes) =>
    fill(bytes, '{', '}', (i) =>
      i % 4 === 0 ? `"list${i}":[{"title":"x${i}","id":${i}}],"list${i}Count":1` : `"list${i}":[]`
    ),
  wideObject: (bytes) =>
    fill(bytes, '{', '}', (i) => `"field_${i}":${i % 3 === 0 ? `"value ${i}"` : i % 3 === 1 ? i : 'true'}`),
  // Chains nested 500 deep, side by side.
  deepNesting: (bytes) =>
    fill(bytes, '{"data":[', ']}', (i) => `${'{"child":'.repeat(500)}{"id":${i},"name":"leaf"}${'}'.repeat(500)}`)
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

/** Untimed reads per reader before timing: the JIT has to meet a reader before it is fast (16 MB comes after 1 MB). */
const WARM_UP: Record<keyof typeof SIZES, number> = { '64KB': 30, '1MB': 5, '16MB': 0 }

/**
 * Each (shape, size, reader): the median over `runs` of readBody (decode,
 * parse, read) against decode + JSON.parse of the same bytes. Each round
 * times one parse, then every reader (in an order that turns each round), so
 * a reader's ratio is taken against a parse of the same machine moment.
 */
export function measureReaders(runs: number): ReaderFigures {
  const ratios: Record<string, number> = {}
  let worst = { ratio: 0, where: '' }
  for (const [size, bytes] of Object.entries(SIZES) as [keyof typeof SIZES, number][]) {
    // 16 MB reads take up to a second each (an object of 600,000 keys): two rounds there keep the bench under five minutes.
    const rounds = size === '16MB' ? 2 : size === '1MB' ? runs * 2 : runs * 3
    for (const [shape, make] of Object.entries(SHAPES)) {
      const body = new TextEncoder().encode(make(bytes))
      const requests = READERS.map((call) => ({ call, meta, tolerant: false }) as unknown as ReadRequest)
      for (const request of requests) for (let i = 0; i < WARM_UP[size]; i++) readBody(body, request, appReaders)
      const perReader = requests.map((): number[] => [])
      for (let round = 0; round < rounds; round++) {
        const parseStart = performance.now()
        JSON.parse(decoder.decode(body))
        const parseMs = performance.now() - parseStart
        for (let turn = 0; turn < requests.length; turn++) {
          const at = (round + turn) % requests.length
          const readStart = performance.now()
          readBody(body, requests[at] as ReadRequest, appReaders)
          perReader[at]?.push((performance.now() - readStart) / parseMs)
        }
      }
      let shapeWorst = 0
      perReader.forEach((samples, at) => {
        const ratio = median(samples)
        shapeWorst = Math.max(shapeWorst, ratio)
        if (ratio > worst.ratio) worst = { ratio, where: `${READERS[at]?.[0]} on ${shape} ${size}` }
      })
      ratios[`${shape}.${size}`] = round(shapeWorst)
    }
  }
  return { ratios, worstRatioToParse: round(worst.ratio), worst: worst.where }
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

const follower = (i: number) => `{"id":${i},"username":"user${i}","name":"Person Number ${i}"}`
const followersAnswer = (entries: number) =>
  Buffer.from(`{"followers":[${Array.from({ length: entries }, (_, i) => follower(i)).join(',')}],"following":[]}`)

export interface AnswerFigures {
  /** Main's longest event-loop block while the answer was read (ms). */
  longestBlockMs: number
  /** Main's heap and external memory held after the answer, after GC (MB). */
  retainedMB: number
  /** Followers the view model keeps. */
  entries: number
}

/**
 * Followers answers through the real main app (dispatch → API client → body
 * worker → view model): a 50,000-follower one (the reference server's most
 * followed person has as many) and one of 15.8 MB. For each, main's longest
 * event-loop block while it is read, and main's heap held by its view model
 * (after GC, against main's heap before the first large answer). Medians of
 * `runs`, the two answers alternating.
 */
export async function measureFollowersAnswers(
  runs: number
): Promise<{ fiftyThousand: AnswerFigures; huge: AnswerFigures }> {
  const answers = {
    warmUp: followersAnswer(2_000),
    fiftyThousand: followersAnswer(50_000),
    huge: Buffer.from(fill(SIZES['16MB'], '{"followers":[', '],"following":[]}', follower))
  }
  let next: Buffer = answers.warmUp
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(next.length) })
    response.end(next)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const fx = await createFixture(url, {}, undefined, { http: { timeoutMs: 60_000 } })
  const samples = {
    fiftyThousand: { blocks: [] as number[], retained: [] as number[], entries: 0 },
    huge: { blocks: [] as number[], retained: [] as number[], entries: 0 }
  }
  try {
    // The first answer is a small one (still read on the worker): the worker starts and the JIT warms up on it.
    await fx.app.dispatch('people:followers', { userId: '1' })
    // Main's memory before any large answer (an awaited value can stay referenced by the async frame
    // until the next one replaces it, so "after dropping it" would not be a clean baseline; this is):
    // the JS heap and what lives outside it (Buffers, ArrayBuffers): a kept response body would be there.
    // Both after collecting twice with a turn of the event loop between: an ArrayBuffer's memory goes when
    // its finaliser has run, and earlier work in this process (the readers' 16 MB bodies) leaves many.
    const held = async () => {
      collectGarbage()
      await new Promise((resolve) => setImmediate(resolve))
      collectGarbage()
      const { heapUsed, external } = process.memoryUsage()
      return heapUsed + external
    }
    const baseline = await held()
    for (let run = 0; run < runs; run++) {
      for (const which of ['fiftyThousand', 'huge'] as const) {
        next = answers[which]
        const delay = monitorEventLoopDelay({ resolution: 1 })
        delay.enable()
        const result = (await fx.app.dispatch('people:followers', { userId: '1' })) as {
          ok: boolean
          data?: { followers: unknown[] }
        }
        delay.disable()
        if (!result.ok || !result.data) throw new Error(`people:followers failed: ${JSON.stringify(result)}`)
        samples[which].entries = result.data.followers.length
        samples[which].blocks.push(delay.max / 1e6)
        // What main holds while the answer crosses IPC.
        samples[which].retained.push(((await held()) - baseline) / 2 ** 20)
      }
    }
  } finally {
    await fx.close()
    await new Promise((resolve) => server.close(resolve))
  }
  const figures = (which: 'fiftyThousand' | 'huge'): AnswerFigures => ({
    longestBlockMs: round(median(samples[which].blocks), 1),
    retainedMB: round(median(samples[which].retained), 1),
    entries: samples[which].entries
  })
  return { fiftyThousand: figures('fiftyThousand'), huge: figures('huge') }
}
