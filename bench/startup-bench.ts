// main.startupRatio in `npm run bench`: the built main entry under the
// recording Electron stand-in (test/smoke/), from process start to its first
// window created and the page's first question (`app:bootstrap`) answered,
// against an empty main (bench/startup/empty-main.mjs) under the same
// stand-in. Both run as fresh Node processes, alternating; ours in a profile
// whose settings a first start wrote (a usual start, not the first ever).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { CACHE_FILE, MAKE_ENV, makeCodeCache } from '../scripts/make-code-cache.mjs'
import { bootMain, builtCopy, MAIN, ROOT } from '../test/smoke/boot-main'
import { createFixture } from '../test/support/main-app-fixture'
import { ACCOUNT_COUNTS, agreeingOs, PLATFORMS, signInAccounts } from './accounts-bench'
import { multiUserPlatform } from './node-bench'
import { median, round } from './stats'

/** What the stand-in's `startup` run reports (test/smoke/lifecycle-scenarios.mjs); the answer comes after the window (test/smoke/lifecycle.test.ts). */
interface StartupReport {
  windowMs: number
  answeredMs: number
  ok: boolean
  codeCache: { state: string } | null
}

const EMPTY_MAIN = join(ROOT, 'bench/startup/empty-main.mjs')

/** settings.json as the first start left it: every later start is a person's usual one, not the first ever. */
let usualSettings: Record<string, unknown> | undefined

function start(main: string, env: Record<string, string> = {}): StartupReport {
  const boot = bootMain<StartupReport>(
    'startup',
    () => ({ ...(usualSettings ? { settings: usualSettings } : {}), env }),
    main
  )
  try {
    if (!boot.report.ok) throw new Error(`app:bootstrap did not answer ok under the stand-in (${main}).`)
    if (main !== EMPTY_MAIN && !usualSettings)
      usualSettings = JSON.parse(readFileSync(join(boot.dir, 'settings.json'), 'utf8')) as Record<string, unknown>
    return boot.report
  } finally {
    boot.remove()
  }
}

/**
 * The built main as the package holds it: a copy of out/ with V8's code cache made as `npm run dist` makes it
 * (scripts/make-code-cache.mjs), by a start of the app; here the stand-in's Node runs it, as Electron does there. The
 * start ends at its first answer (the `startup` run), what main.startupRatio measures; npm run dist's ends once main
 * has started up, which on the profile it makes (no accounts) is the same work (test/smoke/code-cache.test.ts runs that one).
 */
export function shippedMain(): { main: string; cacheKB: number; remove(): void } {
  const { main, outDir, remove } = builtCopy()
  const made = makeCodeCache({ outDir, start: (mode) => void start(main, { [MAKE_ENV]: mode }) })
  if (made?.mode !== 'started') {
    remove()
    throw new Error(`A start of the built main made no ${CACHE_FILE} under the stand-in.`)
  }
  const used = start(main).codeCache?.state
  if (used !== 'used') {
    remove()
    throw new Error(`The built main did not take the code cache made for it (${used ?? 'no loader'}).`)
  }
  return { main, cacheKB: Math.round(made.bytes / 1024), remove }
}

export interface Startup {
  startupMs: number
  emptyStartupMs: number
  startupRatio: number
  /** The same build without its code cache (what `npm run dev` and a package made without Electron run), its ratio. */
  uncachedMs: number
  uncachedRatio: number
  cacheKB: number
}

/** Medians of `runs` rounds; each round is the median of PAIRS alternating starts of each (process starts are short and the machine noisy). */
export function measureStartup(runs: number): Startup {
  // A start takes about a fifth of a second. With three a round, three runs of this gave ratios of 2.22–2.31 on a
  // two-core machine; with 21 (105 starts of each in all, about 25 s), 2.40–2.43 (docs/performance.md).
  const PAIRS = 21
  const shipped = shippedMain()
  try {
    const mains = [shipped.main, EMPTY_MAIN, MAIN]
    for (const main of mains) start(main)
    const rounds = mains.map(() => [] as number[])
    for (let run = 0; run < runs; run++) {
      const each = mains.map(() => [] as number[])
      for (let i = 0; i < PAIRS; i++) {
        // The order turns each time, so no main always starts on a warmer disk cache.
        for (let k = 0; k < mains.length; k++) {
          const index = (k + i) % mains.length
          each[index]?.push(start(mains[index] as string).answeredMs)
        }
      }
      each.forEach((times, index) => rounds[index]?.push(median(times)))
    }
    const [ours, empty, uncached] = rounds.map((times) => median(times)) as [number, number, number]
    return {
      startupMs: round(ours, 1),
      emptyStartupMs: round(empty, 1),
      startupRatio: round(ours / empty),
      uncachedMs: round(uncached, 1),
      uncachedRatio: round(uncached / empty),
      cacheKB: shipped.cacheKB
    }
  } finally {
    shipped.remove()
  }
}

/** What the stand-in's `startup-restored` run reports: as `startup`, and when every listed account was signed in again. */
interface RestoredReport extends StartupReport {
  restoredMs: number
  accounts: number
}

/**
 * A profile in which a test's main (the source, under vitest's stand-in
 * keyring) signed `count` accounts in with "Remember me" on 3 platforms: its
 * settings list them and each has its credential file. The platforms are
 * gone by the time the built main starts on a copy: a restore reads the disk
 * and the keyring, never the network.
 */
async function rememberedProfile(count: number): Promise<string> {
  const platforms = await Promise.all(PLATFORMS.map((name) => multiUserPlatform(name)))
  const fx = await createFixture(platforms[0]?.url ?? null, {}, undefined, { os: agreeingOs })
  try {
    await signInAccounts(fx, platforms, count)
    const copy = mkdtempSync(join(tmpdir(), `pd-bench-${count}-accounts-`))
    cpSync(fx.dir, copy, { recursive: true })
    return copy
  } finally {
    await fx.close()
    await Promise.all(platforms.map((platform) => platform.close()))
  }
}

function startRemembered(main: string, profile: string, expected: number): RestoredReport {
  const boot = bootMain<RestoredReport>(
    'startup-restored',
    (dir) => {
      cpSync(profile, dir, { recursive: true })
      return { env: { SMOKE_KEYRING: 'secret-service' } }
    },
    main
  )
  try {
    if (!boot.report.ok || boot.report.accounts !== expected)
      throw new Error(
        `The built main did not restore ${expected} remembered accounts under the stand-in (${boot.report.accounts} listed).`
      )
    return boot.report
  } finally {
    boot.remove()
  }
}

export interface AccountsStartup {
  /** Process start to its window, the page's first answer and every account's sign-in restored, by account count (ms). */
  restoredMs: Record<number, number>
  /** The same to the page's first answer alone (ms). */
  answeredMs: Record<number, number>
  startupRatio20: number
  startupRatio5: number
}

/**
 * accounts.startupRatio20: the built main starting on a profile with 1, 5
 * and 20 remembered accounts, each start until every account is signed in
 * again, alternating; medians of `runs` rounds of PAIRS starts of each.
 */
export async function measureAccountsStartup(runs: number): Promise<AccountsStartup> {
  const PAIRS = 3
  const profiles = new Map<number, string>()
  for (const count of ACCOUNT_COUNTS) profiles.set(count, await rememberedProfile(count))
  const shipped = shippedMain()
  try {
    const start = (count: number) => startRemembered(shipped.main, profiles.get(count) ?? '', count)
    for (const count of ACCOUNT_COUNTS) start(count)
    const rounds = new Map<number, { restored: number[]; answered: number[] }>(
      ACCOUNT_COUNTS.map((count) => [count, { restored: [], answered: [] }])
    )
    for (let run = 0; run < runs; run++) {
      const each = new Map<number, { restored: number[]; answered: number[] }>(
        ACCOUNT_COUNTS.map((count) => [count, { restored: [], answered: [] }])
      )
      for (let i = 0; i < PAIRS; i++) {
        // The order turns each time, so no count always starts on a warmer disk cache.
        for (let k = 0; k < ACCOUNT_COUNTS.length; k++) {
          const count = ACCOUNT_COUNTS[(k + i + run) % ACCOUNT_COUNTS.length] as number
          const report = start(count)
          each.get(count)?.restored.push(report.restoredMs)
          each.get(count)?.answered.push(report.answeredMs)
        }
      }
      for (const count of ACCOUNT_COUNTS) {
        rounds.get(count)?.restored.push(median(each.get(count)?.restored ?? []))
        rounds.get(count)?.answered.push(median(each.get(count)?.answered ?? []))
      }
    }
    const restoredMs: Record<number, number> = {}
    const answeredMs: Record<number, number> = {}
    for (const count of ACCOUNT_COUNTS) {
      restoredMs[count] = round(median(rounds.get(count)?.restored ?? []), 1)
      answeredMs[count] = round(median(rounds.get(count)?.answered ?? []), 1)
    }
    const ratio = (count: number) =>
      round(median(rounds.get(count)?.restored ?? []) / median(rounds.get(1)?.restored ?? []))
    return { restoredMs, answeredMs, startupRatio20: ratio(20), startupRatio5: ratio(5) }
  } finally {
    shipped.remove()
    for (const profile of profiles.values()) rmSync(profile, { recursive: true, force: true })
  }
}
