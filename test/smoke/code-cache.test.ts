// The built main's loader (out/main/index.cjs) with V8's code cache, as the
// package carries it: made by a start of the built main, as `npm run dist`
// makes it with Electron (scripts/make-code-cache.mjs), here under the
// recording stand-in; then taken by the next start, and refused by a V8 with
// other flags, and by another build, without either failing to start.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CACHE_FILE, MAKE_ENV, makeCodeCache } from '../../scripts/make-code-cache.mjs'
import { bootMain, builtCopy } from './boot-main'

interface StartupReport {
  ok: boolean
  codeCache: { state: string; making: string | null } | null
}

let copy: ReturnType<typeof builtCopy>
const start = (env: Record<string, string> = {}) => {
  const boot = bootMain<StartupReport>('startup', () => ({ env }), copy.main)
  boot.remove()
  return boot.report
}

beforeAll(() => {
  copy = builtCopy()
})
afterAll(() => copy.remove())

describe("the built main's code cache", () => {
  it('is made by a start of the app, which quits by itself once started up, and the next start takes it', () => {
    rmSync(join(copy.outDir, CACHE_FILE), { force: true })
    expect(start().codeCache).toEqual({ state: 'absent', making: null })
    const ends: string[] = []
    const made = makeCodeCache({
      outDir: copy.outDir,
      start: (mode) => {
        // As npm run dist runs it: nobody ends the run but main itself.
        const boot = bootMain<{ ended: string }>('make-code-cache', () => ({ env: { [MAKE_ENV]: mode } }), copy.main)
        boot.remove()
        ends.push(boot.report.ended)
      }
    })
    expect(ends).toEqual(['quit'])
    expect(made?.mode).toBe('started')
    // Every function the start compiled, not the bundle's top level alone (about 380 KB compiled without running).
    expect(made?.bytes).toBeGreaterThan(450 * 1024)
    const next = start()
    expect(next.ok).toBe(true)
    expect(next.codeCache).toEqual({ state: 'used', making: null })
  })

  it('is refused by a V8 with other flags, and main starts without it', () => {
    expect(existsSync(join(copy.outDir, CACHE_FILE))).toBe(true)
    const other = start({ NODE_OPTIONS: '--stack-trace-limit=5' })
    expect(other.ok).toBe(true)
    expect(other.codeCache?.state).toBe('rejected')
  })

  it('is never taken by another build of the bundle, and main starts without it', () => {
    const bundle = join(copy.outDir, 'main.cjs')
    const code = readFileSync(bundle, 'latin1')
    // Another build: the same code with its stamp changed, which V8's own check (the length) would not see.
    writeFileSync(
      bundle,
      code.replace(/code-cache-stamp:[0-9a-f]/, (stamp) => `${stamp.slice(0, -1)}${stamp.endsWith('0') ? '1' : '0'}`)
    )
    const other = start()
    expect(other.ok).toBe(true)
    expect(other.codeCache?.state).toBe('stale')
    writeFileSync(bundle, code, 'latin1')
  })
})
