// The performance table in docs/performance.md is written by `npm run bench`
// from its results, never typed: the block must be exactly what the report
// makes of the results stored beside it, and every budget must be judged.
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { benchTable, FIGURES, PERFORMANCE_DOC, readTableBlock, tableBlock } from '../../../scripts/bench-report.mjs'

const found = readTableBlock(readFileSync(PERFORMANCE_DOC, 'utf8'))

describe('the performance table', () => {
  it('in docs/performance.md is the one the bench writes from the results beside it', () => {
    expect(found, 'docs/performance.md has no bench-table block with its results').not.toBeNull()
    expect(found?.block).toBe(tableBlock(found?.results ?? {}))
  })

  it('lists every figure, judges each budget and counts the misses', () => {
    // Every judged figure comfortably inside its budget, whatever the stored run measured.
    const within = {
      ...found?.results,
      'renderer.initialJsGzipKB': 50,
      'renderer.ratioToBaseline': 1,
      'api.ratio': 1,
      'followers.renderMs': 10,
      'followers.domRows': 10,
      'followers.droppedFrames': 0,
      'followers.filterKeystrokeP95Ms': 10,
      'search.keystrokes': 20,
      'search.requests': 1,
      'search.staleRenders': 0,
      'memory.leakGrowthPct': 1,
      'readers.worstRatioToParse': 1,
      'readers.longestBlockMs': 1,
      'main.followersRetainedMB': 1,
      'main.hugeFollowersRetainedMB': 1,
      'main.startupRatio': 1,
      'app.contentsMB': 1,
      'main.idleWakeupsPerMin': 1,
      'accounts.heapRatio20': 1,
      'accounts.idleWakeupsPerMin20': 1,
      'accounts.switchMs': 10,
      'accounts.startupRatio20': 1,
      'start.cachedProfileRatio': 1,
      'start.cachedProfileWithListRatio': 1,
      'offline.navigationMs': 10,
      'cache.writeBlockMs': 1,
      'cache.diskMBPerAccount': 1
    }
    const beyond = { ...within, 'followers.renderMs': 500 }
    for (const [key] of FIGURES) expect(benchTable(within).markdown).toContain(`\`${key}\``)
    expect(benchTable(within).missed).toBe(0)
    expect(benchTable(beyond).missed).toBe(1)
    expect(benchTable({ ...beyond, 'followers.droppedFrames': 2 }).missedKeys).toEqual([
      'followers.renderMs',
      'followers.droppedFrames'
    ])
    expect(benchTable(beyond).markdown).toMatch(/`followers\.renderMs`[^\n]*\*\*missed\*\*/)
  })

  it('holds start-up to issue 39’s budgets: main at most 1.5 times an empty main, the sign-in form 1.15 times a bare React form', () => {
    const results = found?.results ?? {}
    const missed = (figures: Record<string, number>) => benchTable({ ...results, ...figures }).missedKeys
    expect(missed({ 'main.startupRatio': 1.5 })).not.toContain('main.startupRatio')
    expect(missed({ 'main.startupRatio': 1.51 })).toContain('main.startupRatio')
    expect(missed({ 'renderer.ratioToBaseline': 1.15 })).not.toContain('renderer.ratioToBaseline')
    expect(missed({ 'renderer.ratioToBaseline': 1.16 })).toContain('renderer.ratioToBaseline')
  })

  it('holds what grows with accounts to issue 39’s budgets: 20 accounts’ heap 1.5 times one’s, 2 wake-ups a minute, a 100 ms switch, a start 1.2 times one account’s', () => {
    const results = found?.results ?? {}
    const missed = (figures: Record<string, number>) => benchTable({ ...results, ...figures }).missedKeys
    for (const [key, budget, beyond] of [
      ['accounts.heapRatio20', 1.5, 1.51],
      ['accounts.idleWakeupsPerMin20', 2, 2.01],
      ['accounts.switchMs', 100, 100.1],
      ['accounts.startupRatio20', 1.2, 1.21]
    ] as const) {
      expect(missed({ [key]: budget })).not.toContain(key)
      expect(missed({ [key]: beyond })).toContain(key)
    }
    // A figure the run did not measure is a budget missed, not one met.
    expect(missed({ 'accounts.switchMs': Number.NaN })).toContain('accounts.switchMs')
  })
})
