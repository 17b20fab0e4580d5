// The parts of `npm run bench` that need no browser: the main-process API
// path against plain fetch, idle wake-ups with a fake clock, and the size of
// the JS the renderer loads before first paint.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'

import { startServer } from '../server/index'
import { FakeClock, settle } from '../test/support/fake-clock'
import { FakeUpdater } from '../test/support/fake-updater'
import { createFixture } from '../test/support/main-app-fixture'
import { startStubPlatform, type StubPlatform, type StubRequest } from '../test/support/stub-platform'
import { median, round } from './stats'

const MINUTE = 60_000

export interface ApiFigures {
  clientCallMs: number
  rawHttpMs: number
  ratio: number
  overheadMs: number
}

/**
 * One GET /v1/user/data/{id} as an IPC call runs it (dispatch → zod → handler
 * → ApiClient → axios → server → view model), in-process, alternating with the
 * same request made with plain fetch. Each run's median, then the median of runs.
 */
export async function measureApi(runs: number, callsPerRun = 200): Promise<ApiFigures> {
  const server = await startServer({ port: 0 })
  const fx = await createFixture(server.url)
  const userId = String(server.controls.demo.accounts[0]?.id ?? 1)
  const url = `${server.url}/v1/user/data/${userId}`
  const client = async () => {
    const result = await fx.app.dispatch('people:profile', { userId })
    if (!(result as { ok: boolean }).ok) throw new Error(`people:profile failed: ${JSON.stringify(result)}`)
  }
  const raw = async () => {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`)
    await response.json()
  }
  const time = async (fn: () => Promise<void>) => {
    const start = performance.now()
    await fn()
    return performance.now() - start
  }
  try {
    const ours: number[] = []
    const theirs: number[] = []
    // Warm-up: connections, JIT, the server's caches.
    for (let i = 0; i < 50; i++) await Promise.all([client(), raw()])
    for (let run = 0; run < runs; run++) {
      const a: number[] = []
      const b: number[] = []
      for (let i = 0; i < callsPerRun; i++) {
        // Alternating which goes first, so neither always meets a warmer socket.
        if (i % 2 === 0) {
          a.push(await time(client))
          b.push(await time(raw))
        } else {
          b.push(await time(raw))
          a.push(await time(client))
        }
      }
      ours.push(median(a))
      theirs.push(median(b))
    }
    const clientCallMs = median(ours)
    const rawHttpMs = median(theirs)
    return {
      clientCallMs: round(clientCallMs, 3),
      rawHttpMs: round(rawHttpMs, 3),
      ratio: round(clientCallMs / rawHttpMs),
      overheadMs: round(clientCallMs - rawHttpMs, 3)
    }
  } finally {
    await fx.close()
    await server.close()
  }
}

/** A fake clock that counts every callback it fires: all of main's timed work goes through it. */
/** Records each distinct moment a timer fired: timers due at the same moment fire in one wake-up of the process. */
export class WakeCountingClock extends FakeClock {
  readonly wakes = new Set<number>()
  override setTimeout(callback: () => void, ms: number): unknown {
    return super.setTimeout(() => {
      this.wakes.add(this.now())
      callback()
    }, ms)
  }
}

/**
 * A platform where any username signs in with any password and gets a token
 * of its own, answering what the background jobs ask (status, notifications,
 * the ping): the reference server has three demo accounts, issue 24's case
 * needs four on one server.
 */
export async function multiUserPlatform(name: string): Promise<StubPlatform> {
  const tokenOf = (username: string) => `${name}-${username}-token-0123456789abcdef`
  const users = new Map<string, number>()
  const userOf = (request: StubRequest) =>
    [...users.keys()].find((username) => `Bearer ${tokenOf(username)}` === request.headers.authorization) ?? null
  const signedIn = (body: unknown) => (request: StubRequest) =>
    userOf(request) === null ? { status: 401, body: {} } : { body }
  return startStubPlatform({
    'GET /v1/maintenance/': () => ({ body: { services: [{ id: 'api', name: 'API' }] } }),
    'GET /v1/maintenance/api': () => ({ body: { state: 'operational' } }),
    'POST /v1/auth/login': (request) => {
      const username = new URLSearchParams(request.body).get('username') ?? ''
      if (!users.has(username)) users.set(username, users.size + 1)
      return { body: { token: tokenOf(username) } }
    },
    'GET /v1/auth/token': (request) => {
      const username = userOf(request)
      return username === null
        ? { status: 401, body: {} }
        : { body: { authData: { userId: users.get(username), username } } }
    },
    'GET /v1/account/notifications/': signedIn([]),
    'POST /v1/other/Ping': signedIn({ message: 'pong' })
  })
}

/**
 * Issue 24's case: 10 accounts on 3 platforms (4, 3 and 3), every background
 * job on — a status check per server, notifications and the ping per
 * account, update checks — signed in and idle: the moments main woke for a
 * timer, per minute over 60 simulated minutes, the median of `runs` (jitter
 * differs between runs).
 */
export async function measureIdleWakeups(runs: number): Promise<{ perMinute: number; jobs: number }> {
  const perMinute: number[] = []
  let jobs = 0
  for (let run = 0; run < runs; run++) {
    const platforms = await Promise.all(['one', 'two', 'three'].map((name) => multiUserPlatform(name)))
    const clock = new WakeCountingClock()
    const fx = await createFixture(platforms[0]?.url ?? null, {}, undefined, {
      clock,
      createUpdater: () => new FakeUpdater({ latest: null, chunkDelayMs: 0 }),
      // The person agrees to each Add account (main asks before a new server hears anything).
      os: { confirm: () => Promise.resolve(true) }
    })
    try {
      let accounts = 0
      for (const [index, platform] of platforms.entries()) {
        for (const username of ['ada', 'bob', 'cy', 'dee'].slice(0, index === 0 ? 4 : 3)) {
          const request = { username, password: 'pw-123456', rememberMe: false }
          // The first sign-in makes the first account; each further one is Add account on its platform.
          const added = accounts === 0 ? null : await fx.call('accounts:add', { url: platform.url })
          if (added && !added.ok) throw new Error(`Add account failed: ${added.error.message}`)
          const result = added?.ok
            ? await fx.callAs(added.data.id, 'session:sign-in', request)
            : await fx.call('session:sign-in', request)
          if (!result.ok) throw new Error(`Sign-in failed: ${result.error.message}`)
          accounts++
        }
      }
      const listed = await fx.call('accounts:list')
      if (!listed.ok || listed.data.accounts.filter((account) => account.signedIn).length !== 10)
        throw new Error('Expected 10 signed-in accounts.')
      fx.app.startBackground()
      // The start-up runs are not idling; count from when they are done.
      await idle(fx.app.scheduler, clock)
      jobs = fx.app.scheduler.snapshot().length
      const wakesBefore = clock.wakes.size
      // Timer by timer, so each job's real HTTP finishes at the fake moment it fired.
      const end = clock.now() + 60 * MINUTE
      while (clock.now() < end) {
        await clock.advance(Math.min(clock.nextAt ?? end, end) - clock.now())
        await idle(fx.app.scheduler, clock)
      }
      perMinute.push((clock.wakes.size - wakesBefore) / 60)
    } finally {
      await fx.close()
      await Promise.all(platforms.map((platform) => platform.close()))
    }
  }
  return { perMinute: round(median(perMinute)), jobs }
}

/** Lets real HTTP started by a job finish (the fake clock does not wait for sockets). */
export async function idle(scheduler: { snapshot(): { running: boolean }[] }, clock: FakeClock): Promise<void> {
  for (let i = 0; i < 500; i++) {
    await new Promise((resolve) => setTimeout(resolve, 2))
    await settle()
    if (!scheduler.snapshot().some((job) => job.running)) return
  }
  throw new Error(
    `A background job is still running after 1 s of real time (fake time ${new Date(clock.now()).toISOString()}).`
  )
}

/**
 * The script the sign-in form needs before its first paint, gzipped (default
 * level, as a web server would send it): what the
 * browser run saw requested (in English, whose words are in that code), plus
 * the largest language catalogue chunk, which a person in any other language
 * loads before the first screen too (src/renderer/src/app/bootstrap.ts).
 */
export async function measureInitialJs(
  rendererDir: string,
  requested: readonly string[],
  languages: readonly string[]
): Promise<{ kb: number; files: readonly string[]; largestLanguage: string; largestLanguageKb: number }> {
  if (requested.length === 0) throw new Error('The browser run listed no scripts loaded before first paint.')
  const gzipped = async (file: string) => gzipSync(await readFile(join(rendererDir, file))).length
  let bytes = 0
  for (const src of requested) bytes += await gzipped(src.replace(/^\.?\//, ''))
  const assets = await readdir(join(rendererDir, 'assets'))
  let largest = { language: 'none', bytes: 0 }
  for (const language of languages) {
    const chunk = assets.find((name) => name.startsWith(`${language}-`) && name.endsWith('.js'))
    if (!chunk) throw new Error(`The build has no catalogue chunk for ${language}.`)
    const size = await gzipped(join('assets', chunk))
    if (size > largest.bytes) largest = { language, bytes: size }
  }
  return {
    kb: round((bytes + largest.bytes) / 1024, 1),
    files: requested,
    largestLanguage: largest.language,
    largestLanguageKb: round(largest.bytes / 1024, 1)
  }
}
