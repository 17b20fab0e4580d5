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
    const within = { ...found?.results, 'readers.worstRatioToParse': 1, 'memory.heapGrowthPct': 1 }
    const beyond = { ...within, 'followers.renderMs': 500 }
    for (const [key] of FIGURES) expect(benchTable(within).markdown).toContain(`\`${key}\``)
    expect(benchTable(within).missed).toBe(0)
    expect(benchTable(beyond).missed).toBe(1)
    expect(benchTable(beyond).markdown).toMatch(/`followers\.renderMs`[^\n]*\*\*missed\*\*/)
  })
})
