// Main's loader (src/main/boot/load-main.ts): runs the app's bundle as Node
// runs a CommonJS file, from V8's code cache when that cache was made from
// this very build, and makes the cache in the run `npm run dist` asks for.
// Each test writes a bundle of its own text: V8 keeps what it compiled per
// source, and a source seen before would never reach the cache.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { stamped } from '../../../scripts/main-loader'
import {
  CACHE_FILE as SCRIPT_CACHE_FILE,
  MAKE_ENV as SCRIPT_MAKE_ENV,
  makeCodeCache
} from '../../../scripts/make-code-cache.mjs'
import { BUNDLE_FILE, CACHE_FILE, codeCacheRun, MAKE_ENV, stampOf } from '../../../src/main/boot/code-cache'
import { type LoadHooks, loadMain } from '../../../src/main/boot/load-main'

const ROOT = resolve(import.meta.dirname, '../../..')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('platform-desktop.code-cache')]
})

let counter = 0
/** A folder holding a stamped bundle that records its run on globalThis, and a chunk that requires the bundle back. */
function bundleDir(extra = '', inside = ''): { dir: string; mark: string } {
  const root = mkdtempSync(join(tmpdir(), 'pd-load-main-'))
  dirs.push(root)
  const dir = inside ? join(root, inside) : root
  mkdirSync(join(dir, 'chunks'), { recursive: true })
  const mark = `run-${process.pid}-${Date.now()}-${counter++}`
  const code = `"use strict";
function greet(name) { return "hello " + name + ${JSON.stringify(extra)} }
exports.greet = greet;
exports.file = __filename;
exports.dir = __dirname;
exports.chunk = () => require("./chunks/late.cjs");
globalThis[${JSON.stringify(mark)}] = (globalThis[${JSON.stringify(mark)}] ?? 0) + 1;`
  writeFileSync(join(dir, BUNDLE_FILE), stamped(code))
  writeFileSync(join(dir, 'chunks/late.cjs'), '"use strict";\nexports.main = require("../main.cjs");\n')
  return { dir, mark }
}

const runs = (mark: string) => (globalThis as Record<string, unknown>)[mark]
const noExit = (): LoadHooks & { writers: (() => void)[]; exits: number[] } => {
  const writers: (() => void)[] = []
  const exits: number[] = []
  return { writers, exits, onExit: (write) => writers.push(write), exit: (code) => exits.push(code) }
}

describe("main's loader", () => {
  it('runs the bundle as a CommonJS file when there is no cache, and the chunks get that same module back', () => {
    const { dir, mark } = bundleDir()
    const run = loadMain(dir, {}, noExit())
    expect(run).toEqual({ state: 'absent', making: null })
    expect(codeCacheRun()).toEqual(run)
    expect(runs(mark)).toBe(1)
    const module = require.cache[join(dir, BUNDLE_FILE)]
    expect(module?.exports).toMatchObject({ file: join(dir, BUNDLE_FILE), dir })
    const exported = module?.exports as { greet(name: string): string; chunk(): { main: unknown } }
    expect(exported.greet('Ada')).toBe('hello Ada')
    // '../main.cjs' from a chunk is the loaded module: the bundle did not run a second time.
    expect(exported.chunk().main).toBe(module?.exports)
    expect(runs(mark)).toBe(1)
  })

  it('makes the cache on exit in a started run, stamped with the build it was made from', () => {
    const { dir, mark } = bundleDir()
    const hooks = noExit()
    const run = loadMain(dir, { [MAKE_ENV]: 'started' }, hooks)
    expect(run).toEqual({ state: 'absent', making: 'started' })
    expect(runs(mark)).toBe(1)
    expect(hooks.writers).toHaveLength(1)
    hooks.writers[0]?.()
    const cache = readFileSync(join(dir, CACHE_FILE))
    const stamp = stampOf(readFileSync(join(dir, BUNDLE_FILE), 'latin1'))
    expect(stamp).toMatch(/^[0-9a-f]{16}$/)
    expect(cache.toString('latin1', 0, 64).split('\n')[0]).toBe(`platform-desktop code cache ${stamp}`)
    expect(cache.length).toBeGreaterThan(100)
  })

  it('makes the cache at once in a compiled run, and ends it without running the bundle', () => {
    const { dir, mark } = bundleDir()
    const hooks = noExit()
    expect(loadMain(dir, { [MAKE_ENV]: 'compiled' }, hooks)).toEqual({ state: 'absent', making: 'compiled' })
    expect(hooks.exits).toEqual([0])
    expect(runs(mark)).toBeUndefined()
    expect(readFileSync(join(dir, CACHE_FILE)).length).toBeGreaterThan(100)
  })

  it('never makes one inside app.asar, which cannot be written, and never for a bundle without a stamp', () => {
    const { dir } = bundleDir('', join('resources', 'app.asar', 'out', 'main'))
    const hooks = noExit()
    expect(loadMain(dir, { [MAKE_ENV]: 'compiled' }, hooks).making).toBeNull()
    expect(hooks.exits).toEqual([])
    const bare = bundleDir()
    writeFileSync(join(bare.dir, BUNDLE_FILE), '"use strict";\nexports.x = 1;\n')
    expect(() => loadMain(bare.dir, { [MAKE_ENV]: 'started' }, noExit())).toThrow(/carries no code-cache stamp/)
  })

  it('refuses a cache made from another build (stale), one that is not a cache, and one V8 will not take (rejected), and runs all the same', () => {
    const first = bundleDir('!')
    const made = noExit()
    loadMain(first.dir, { [MAKE_ENV]: 'started' }, made)
    made.writers[0]?.()
    const cache = readFileSync(join(first.dir, CACHE_FILE))

    // The same cache beside a bundle of another build: its stamp differs.
    const other = bundleDir('?')
    writeFileSync(join(other.dir, CACHE_FILE), cache)
    expect(loadMain(other.dir, {}, noExit()).state).toBe('stale')
    expect(runs(other.mark)).toBe(1)

    const garbage = bundleDir('#')
    writeFileSync(join(garbage.dir, CACHE_FILE), 'not a cache')
    expect(loadMain(garbage.dir, {}, noExit()).state).toBe('stale')
    expect(runs(garbage.mark)).toBe(1)

    // The right stamp, and bytes V8's own checks refuse (its magic number and version hash overwritten).
    const refused = bundleDir('%')
    const stamp = stampOf(readFileSync(join(refused.dir, BUNDLE_FILE), 'latin1'))
    const head = Buffer.from(`platform-desktop code cache ${stamp}\n`, 'latin1')
    const v8Part = Buffer.from(cache.subarray(cache.indexOf(10) + 1))
    v8Part.fill(0x5a, 0, 16)
    writeFileSync(join(refused.dir, CACHE_FILE), Buffer.concat([head, v8Part]))
    expect(loadMain(refused.dir, {}, noExit()).state).toBe('rejected')
    expect(runs(refused.mark)).toBe(1)
  })

  it('reads a bundle that is not ASCII as UTF-8', () => {
    const { dir, mark } = bundleDir('…')
    loadMain(dir, {}, noExit())
    expect(runs(mark)).toBe(1)
    const exported = require.cache[join(dir, BUNDLE_FILE)]?.exports as { greet(name: string): string }
    expect(exported.greet('Ada')).toBe('hello Ada…')
  })

  it('takes the cache a started run made, in a fresh process as the next start is', () => {
    // Both runs in processes of their own: V8 takes a cache only from a V8 with its flags, and this test's own
    // process may run with others.
    const { dir } = bundleDir('@')
    const load = (env: Record<string, string> = {}) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx/esm',
          '--input-type=module',
          '-e',
          `const { loadMain } = await import(${JSON.stringify(join(ROOT, 'src/main/boot/load-main.ts'))});
           const run = loadMain(${JSON.stringify(dir)}, process.env);
           console.log(JSON.stringify(run));`
        ],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } }
      )
    const making = load({ [MAKE_ENV]: 'started' })
    expect(making.stderr).toBe('')
    expect(JSON.parse(making.stdout)).toEqual({ state: 'absent', making: 'started' })
    const used = load()
    expect(used.stderr).toBe('')
    expect(JSON.parse(used.stdout)).toEqual({ state: 'used', making: null })
  })
})

describe("npm run dist's code cache (scripts/make-code-cache.mjs)", () => {
  it('names the files and the variable the loader reads', () => {
    expect(SCRIPT_CACHE_FILE).toBe(CACHE_FILE)
    expect(SCRIPT_MAKE_ENV).toBe(MAKE_ENV)
  })

  it('asks for a started run first, and for a compiled one only when that made nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-make-cache-'))
    dirs.push(dir)
    writeFileSync(join(dir, CACHE_FILE), 'an old cache')
    const asked: string[] = []
    // A builder without a display: the started run ends before it writes anything.
    const made = makeCodeCache({
      outDir: dir,
      start: (mode) => {
        asked.push(mode)
        if (mode === 'compiled') writeFileSync(join(dir, CACHE_FILE), 'made by compiling')
      }
    })
    expect(asked).toEqual(['started', 'compiled'])
    expect(made).toEqual({ mode: 'compiled', bytes: 'made by compiling'.length })

    const none = vi.fn()
    expect(makeCodeCache({ outDir: dir, start: none })).toBeNull()
    expect(none).toHaveBeenCalledTimes(2)
  })
})
