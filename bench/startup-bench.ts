// main.startupRatio in `npm run bench`: the built main entry under the
// recording Electron stand-in (test/smoke/), from process start to its first
// window created and the page's first question (`app:bootstrap`) answered,
// against an empty main (bench/startup/empty-main.mjs) under the same
// stand-in. Both run as fresh Node processes, alternating; ours in a profile
// whose settings a first start wrote (a usual start, not the first ever).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { bootMain, ROOT } from '../test/smoke/boot-main'
import { median, round } from './stats'

/** What the stand-in's `startup` run reports (test/smoke/lifecycle-scenarios.mjs); the answer comes after the window (test/smoke/lifecycle.test.ts). */
interface StartupReport {
  windowMs: number
  answeredMs: number
  ok: boolean
}

const EMPTY_MAIN = join(ROOT, 'bench/startup/empty-main.mjs')

/** settings.json as the first start left it: every later start is a person's usual one, not the first ever. */
let usualSettings: Record<string, unknown> | undefined

function start(main?: string): StartupReport {
  const boot = bootMain<StartupReport>('startup', () => (usualSettings ? { settings: usualSettings } : {}), main)
  try {
    if (!boot.report.ok)
      throw new Error(`app:bootstrap did not answer ok under the stand-in (${main ?? 'out/main/index.js'}).`)
    if (!main && !usualSettings)
      usualSettings = JSON.parse(readFileSync(join(boot.dir, 'settings.json'), 'utf8')) as Record<string, unknown>
    return boot.report
  } finally {
    boot.remove()
  }
}

/** Medians of `runs` rounds; each round is the median of PAIRS alternating starts of each (process starts are short and the machine noisy). */
export function measureStartup(runs: number): { startupMs: number; emptyStartupMs: number; startupRatio: number } {
  const PAIRS = 3
  start()
  start(EMPTY_MAIN)
  const ours: number[] = []
  const empty: number[] = []
  for (let run = 0; run < runs; run++) {
    const a: number[] = []
    const b: number[] = []
    for (let i = 0; i < PAIRS; i++) {
      if (i % 2 === 0) {
        a.push(start().answeredMs)
        b.push(start(EMPTY_MAIN).answeredMs)
      } else {
        b.push(start(EMPTY_MAIN).answeredMs)
        a.push(start().answeredMs)
      }
    }
    ours.push(median(a))
    empty.push(median(b))
  }
  return {
    startupMs: round(median(ours), 1),
    emptyStartupMs: round(median(empty), 1),
    startupRatio: round(median(ours) / median(empty))
  }
}
