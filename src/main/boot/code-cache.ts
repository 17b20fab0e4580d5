// What main's loader (load-main.ts) and the app's bundle share about V8's
// code cache: the files' names, the stamp that ties a cache to its bundle,
// and what the loader did, which the bundle reads (to log it, and to quit
// once started up when the run is the one that makes the cache).

/** The app's bundle, beside the loader (out/main/); its chunks require it by this name. */
export const BUNDLE_FILE = 'main.cjs'
/** V8's code cache of the bundle, made by `npm run dist` before app.asar is packed (scripts/make-code-cache.mjs). */
export const CACHE_FILE = 'main.cjs.cache'
/** Set to `started` or `compiled` by scripts/make-code-cache.mjs for the run that makes the cache. */
export const MAKE_ENV = 'PLATFORM_DESKTOP_MAKE_CODE_CACHE'

/**
 * What the build appends to the bundle: a hash of its code (electron.vite.config.ts). The cache's first line names
 * the stamp of the bundle it was made from, so a cache never runs against another build's code: V8 itself checks
 * only the source's length (and its own version and flags).
 */
export const STAMP_PREFIX = '/*code-cache-stamp:'
const STAMP = new RegExp(`${STAMP_PREFIX.replace(/[/*]/g, '\\$&')}([0-9a-f]{16})\\*/\\s*$`)

/** The stamp at the end of `source`, or null. */
export function stampOf(source: string): string | null {
  return STAMP.exec(source.slice(-64))?.[1] ?? null
}

/**
 * - `used`: V8 took the cache; `rejected`: V8 refused it (another V8 version, other flags or another machine kind
 *   made it); `stale`: it was made from another build of the bundle, or is not a cache; `absent`: there is none
 *   (development, or a package built where Electron could not run).
 * - `making`: this run makes the cache (`compiled`: compile and quit; `started`: start, and quit once started up).
 */
export interface CodeCacheRun {
  state: 'used' | 'rejected' | 'stale' | 'absent'
  making: 'started' | 'compiled' | null
}

const KEY = Symbol.for('platform-desktop.code-cache')

/** What the loader did, when main was started through it (not under vitest, which imports the source). */
export function codeCacheRun(): CodeCacheRun | null {
  return ((globalThis as Record<symbol, unknown>)[KEY] as CodeCacheRun | undefined) ?? null
}

export function recordCodeCacheRun(run: CodeCacheRun): void {
  ;(globalThis as Record<symbol, unknown>)[KEY] = run
}
