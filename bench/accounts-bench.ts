// Issue 39 §2 in `npm run bench`: what main costs as accounts are added.
// With 1, 5 and 20 accounts on 3 platforms, each remembered (signed in with
// "Remember me", then main started again and every sign-in restored from
// disk) and every background job on, main idles 60 fake minutes; then its
// retained heap (JS heap and external memory after GC) and the moments it
// woke for a timer. Each (run, count) is a fresh Node process running main's
// source (bench/accounts-child.ts), so the heap is a whole main's, its code
// included, as Electron's main process would hold it; the counts alternate
// in every run, so the three are measured side by side.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { FakeUpdater } from '../test/support/fake-updater'
import { createFixture, type Fixture } from '../test/support/main-app-fixture'
import type { StubPlatform } from '../test/support/stub-platform'
import { idle, multiUserPlatform, WakeCountingClock } from './node-bench'
import { median, round } from './stats'

const MINUTE = 60_000
export const ACCOUNT_COUNTS = [1, 5, 20] as const
export const PLATFORMS = ['one', 'two', 'three']

export interface AccountsSample {
  accounts: number
  /** Main's JS heap and external memory after GC, with the app up and idle 60 fake minutes (MB). */
  heapMB: number
  /** The same less what the process held before main was made: the app's own state (MB). */
  stateMB: number
  /** Moments main woke for a timer, per fake minute. */
  wakeupsPerMin: number
  /** Timed jobs in the scheduler. */
  jobs: number
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

async function held(): Promise<number> {
  collectGarbage()
  await new Promise((resolve) => setImmediate(resolve))
  collectGarbage()
  const { heapUsed, external } = process.memoryUsage()
  return (heapUsed + external) / 2 ** 20
}

/** The person agrees to each Add account (main asks before a new server hears anything). */
export const agreeingOs = { confirm: () => Promise.resolve(true) }

/** `count` accounts with "Remember me", spread over the platforms in turn: the first is a first sign-in, each further one Add account. */
export async function signInAccounts(fx: Fixture, platforms: readonly StubPlatform[], count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const platform = platforms[i % platforms.length]
    if (!platform) throw new Error('No platform.')
    const request = { username: `person${i}`, password: 'pw-123456', rememberMe: true }
    const added = i === 0 ? null : await fx.call('accounts:add', { url: platform.url })
    if (added && !added.ok) throw new Error(`Add account failed: ${added.error.message}`)
    const result = added?.ok
      ? await fx.callAs(added.data.id, 'session:sign-in', request)
      : await fx.call('session:sign-in', request)
    if (!result.ok) throw new Error(`Sign-in failed: ${result.error.message}`)
  }
}

/** In the child: `count` remembered accounts, restored at a start, idle for 60 fake minutes. */
export async function accountsSample(count: number): Promise<AccountsSample> {
  const platforms = await Promise.all(PLATFORMS.map((name) => multiUserPlatform(name)))
  const clock = new WakeCountingClock()
  const host = {
    clock,
    createUpdater: () => new FakeUpdater({ latest: null, chunkDelayMs: 0 }),
    os: agreeingOs
  }
  const before = await held()
  const first = await createFixture(platforms[0]?.url ?? null, {}, undefined, host)
  let fx = first
  try {
    await signInAccounts(fx, platforms, count)
    // Remembered: main starts again and brings every sign-in back from disk.
    fx = await first.restart()
    const listed = await fx.call('accounts:list')
    if (!listed.ok || listed.data.accounts.filter((account) => account.signedIn).length !== count)
      throw new Error(`Expected ${count} restored accounts.`)
    fx.app.startBackground()
    await idle(fx.app.scheduler, clock)
    const jobs = fx.app.scheduler.snapshot().length
    const wakesBefore = clock.wakes.size
    const end = clock.now() + 60 * MINUTE
    while (clock.now() < end) {
      await clock.advance(Math.min(clock.nextAt ?? end, end) - clock.now())
      await idle(fx.app.scheduler, clock)
    }
    const heapMB = await held()
    return {
      accounts: count,
      heapMB: round(heapMB, 2),
      stateMB: round(heapMB - before, 2),
      wakeupsPerMin: round((clock.wakes.size - wakesBefore) / 60),
      jobs
    }
  } finally {
    await first.close()
    await Promise.all(platforms.map((platform) => platform.close()))
  }
}

export interface AccountsGrowth {
  /** Medians per account count. */
  byCount: Record<number, Omit<AccountsSample, 'accounts'>>
  heapRatio20: number
  heapRatio5: number
  idleWakeupsPerMin20: number
}

function sampleInChild(count: number): AccountsSample {
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(import.meta.dirname, 'accounts-child.ts'), String(count)],
    { cwd: join(import.meta.dirname, '..'), encoding: 'utf8', timeout: 300_000 }
  )
  const line = run.stdout.trim().split('\n').at(-1) ?? ''
  if (run.status !== 0 || !line.startsWith('{'))
    throw new Error(`The ${count}-account run failed (exit ${run.status}):\n${run.stderr}`)
  return JSON.parse(line) as AccountsSample
}

/** Medians of `runs` rounds of one fresh main per count, the order turning each round; the ratios are of the medians. */
export function measureAccountsGrowth(runs: number): AccountsGrowth {
  const samples = new Map<number, AccountsSample[]>(ACCOUNT_COUNTS.map((count) => [count, []]))
  for (let run = 0; run < runs; run++) {
    const order = ACCOUNT_COUNTS.map((_, i) => ACCOUNT_COUNTS[(i + run) % ACCOUNT_COUNTS.length] as number)
    for (const count of order) samples.get(count)?.push(sampleInChild(count))
  }
  const of = (count: number) => samples.get(count) ?? []
  const med = (count: number, key: 'heapMB' | 'stateMB' | 'wakeupsPerMin' | 'jobs') =>
    median(of(count).map((sample) => sample[key]))
  const byCount: AccountsGrowth['byCount'] = {}
  for (const count of ACCOUNT_COUNTS)
    byCount[count] = {
      heapMB: round(med(count, 'heapMB'), 1),
      stateMB: round(med(count, 'stateMB'), 1),
      wakeupsPerMin: round(med(count, 'wakeupsPerMin')),
      jobs: med(count, 'jobs')
    }
  return {
    byCount,
    heapRatio20: round(med(20, 'heapMB') / med(1, 'heapMB')),
    heapRatio5: round(med(5, 'heapMB') / med(1, 'heapMB')),
    idleWakeupsPerMin20: round(med(20, 'wakeupsPerMin'))
  }
}
