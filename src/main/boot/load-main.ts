// Main's first file (out/main/index.cjs, the `main` of package.json) runs the
// app's bundle (main.cjs) as Node would run a CommonJS file, but compiled from
// V8's code cache kept beside it when there is one: compiling the 460 KB
// bundle was the largest part of main's start (docs/performance.md,
// main.startupRatio).
//
// The cache is made by `npm run dist` with the Electron that is packaged
// (scripts/make-code-cache.mjs) and goes into app.asar with the bundle, so
// Electron checks it against the hashes in the executable as it reads it,
// block by block, like the bundle itself (electron/electron
// lib/node/asar-fs-wrapper.ts, readFileFromArchiveSync and
// validateBufferIntegrity): a cache someone wrote on disk is refused as the
// code would be. main never writes one at run time: a cache in the writable
// profile would be code no integrity check covers.
import { isAscii } from 'node:buffer'
import { readFileSync, writeFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { join } from 'node:path'
import { Script } from 'node:vm'

import { BUNDLE_FILE, CACHE_FILE, type CodeCacheRun, MAKE_ENV, recordCodeCacheRun, stampOf } from './code-cache'

/** The cache file's first line, before the stamp of the bundle it was made from. */
const HEADER = 'platform-desktop code cache '
// Node's own CommonJS wrapper (lib/internal/modules/cjs/loader.js, wrapSafe): the bundle sees what a require()d file sees.
const WRAP_HEAD = '(function (exports, require, module, __filename, __dirname) { '
const WRAP_TAIL = '\n});'

export interface LoadHooks {
  /** Where the run that makes the cache with the app started writes it: Electron emits 'exit' on quit (lib/browser/init.ts). */
  onExit(write: () => void): void
  /** Ends the run that makes the cache by compiling alone (Electron maps process.exit to app.exit). */
  exit(code: number): void
}

const processHooks: LoadHooks = {
  onExit: (write) => process.once('exit', write),
  exit: (code) => process.exit(code)
}

/** `started` or `compiled` when this run makes the cache; never inside app.asar, which cannot be written. */
function makingOf(dir: string, env: NodeJS.ProcessEnv): CodeCacheRun['making'] {
  const asked = env[MAKE_ENV]
  if (asked !== 'started' && asked !== 'compiled') return null
  return /\.asar([\\/]|$)/.test(dir) ? null : asked
}

/** The cache's V8 part when it was made from this build of the bundle; else why there is none to hand V8. */
function readCache(file: string, stamp: string | null): { data: Buffer } | { state: 'stale' | 'absent' } {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch {
    return { state: 'absent' }
  }
  const head = `${HEADER}${stamp ?? ''}\n`
  if (stamp === null || bytes.length <= head.length || bytes.toString('latin1', 0, head.length) !== head)
    return { state: 'stale' }
  return { data: bytes.subarray(head.length) }
}

/**
 * Runs `dir`/main.cjs as Node runs a CommonJS file, from `dir`/main.cjs.cache when V8 takes it, and
 * records what happened (code-cache.ts, codeCacheRun). In the run that makes the cache it writes the cache instead of
 * reading it: at once for `compiled` (and ends the run), on exit for `started`, with every function the start compiled.
 */
export function loadMain(dir: string, env: NodeJS.ProcessEnv, hooks: LoadHooks = processHooks): CodeCacheRun {
  const file = join(dir, BUNDLE_FILE)
  const bytes = readFileSync(file)
  // The build keeps the bundle ASCII (electron.vite.config.ts): one-byte characters as they are, nothing to decode.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')
  const stamp = stampOf(source)
  const making = makingOf(dir, env)
  if (making && stamp === null) throw new Error(`${file} carries no code-cache stamp: build it with \`npm run build\`.`)
  const cache = making ? { state: 'absent' as const } : readCache(join(dir, CACHE_FILE), stamp)
  const cachedData = 'data' in cache ? cache.data : undefined
  // The bundle loads its chunks and built-ins with require(): an import() in it would throw, having no loader here
  // (test/smoke/bundle-imports.test.ts keeps it out).
  const script = new Script(WRAP_HEAD + source + WRAP_TAIL, { filename: file, cachedData })
  const state = 'data' in cache ? (script.cachedDataRejected === true ? 'rejected' : 'used') : cache.state
  const run: CodeCacheRun = { state, making }
  recordCodeCacheRun(run)
  const write = () =>
    writeFileSync(
      join(dir, CACHE_FILE),
      Buffer.concat([Buffer.from(`${HEADER}${stamp}\n`, 'latin1'), script.createCachedData()])
    )
  if (making === 'compiled') {
    write()
    hooks.exit(0)
    return run
  }
  if (making === 'started') hooks.onExit(write)
  const module = new Module(file)
  module.filename = file
  const require = createRequire(file)
  // The chunks require the bundle by its path ('../main.cjs'): they get this module, not a second copy of the app.
  require.cache[file] = module
  ;(script.runInThisContext() as (...args: unknown[]) => void).call(
    module.exports,
    module.exports,
    require,
    module,
    file,
    dir
  )
  module.loaded = true
  return run
}
