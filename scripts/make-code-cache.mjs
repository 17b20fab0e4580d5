// `npm run dist`, before electron-builder packs out/ into app.asar: V8's code
// cache of main's bundle (out/main/main.cjs.cache), made by the Electron that
// is packaged, so that main starts without compiling its code
// (src/main/boot/load-main.ts; docs/performance.md, main.startupRatio).
//
// V8 takes a cache only from its own version, flags and read-only heap, and
// the browser process has its own (electron/electron
// shell/common/electron_natives_codecache_main.cc: "FlagList::Hash is part of
// V8's code-cache key", and the isolate's read-only-heap checksum): so the
// cache is made by running the app itself in Electron, never by Node or by
// ELECTRON_RUN_AS_NODE. First a start (`started`: the app opens its window,
// answers its page and quits, and the cache holds every function that start
// compiled); where that cannot run (a builder without a display) the bundle
// compiled alone (`compiled`: before Electron initialises any window system,
// electron_browser_main_parts.cc runs main's script in PostEarlyInitialization).
// The cache is for this machine's kind of processor: a package for the other
// arch carries it too, V8 refuses it there, and main compiles as before.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { electronBinary, rootSandboxArgs } from './electron-binary.mjs'

const ROOT = resolve(import.meta.dirname, '..')
export const MAKE_ENV = 'PLATFORM_DESKTOP_MAKE_CODE_CACHE'
export const CACHE_FILE = 'main.cjs.cache'

/**
 * Makes `outDir`/main.cjs.cache with `start(mode)`, which runs the built app with $PLATFORM_DESKTOP_MAKE_CODE_CACHE
 * set to `mode` and returns once it has ended: `started` first, then `compiled`.
 * @param {{ outDir: string, start: (mode: 'started' | 'compiled') => void }} options
 * @returns {{ mode: 'started' | 'compiled', bytes: number } | null}
 */
export function makeCodeCache({ outDir, start }) {
  const cache = join(outDir, CACHE_FILE)
  rmSync(cache, { force: true })
  for (const mode of /** @type {const} */ (['started', 'compiled'])) {
    start(mode)
    if (existsSync(cache)) return { mode, bytes: statSync(cache).size }
  }
  return null
}

/** Runs the built app in the installed Electron, in a profile of its own, for one mode. */
function startInElectron(binary, mode) {
  const profile = mkdtempSync(join(tmpdir(), 'platform-desktop-code-cache-'))
  try {
    const run = spawnSync(binary, [...rootSandboxArgs(), ROOT], {
      env: { ...process.env, [MAKE_ENV]: mode, PLATFORM_DESKTOP_USER_DATA: profile },
      stdio: 'ignore',
      timeout: 60_000
    })
    if (run.error || run.status !== 0)
      console.warn(
        `make-code-cache: the ${mode} run ended without a cache (${run.error?.message ?? `exit ${run.status}`}).`
      )
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = join(ROOT, 'out/main')
  const binary = electronBinary()
  if (binary.path === null) {
    rmSync(join(outDir, CACHE_FILE), { force: true })
    console.warn(
      `make-code-cache: no Electron binary: ${binary.reason}. The package carries no code cache, and main compiles its code at each start.`
    )
  } else {
    const made = makeCodeCache({ outDir, start: (mode) => startInElectron(binary.path, mode) })
    console.log(
      made
        ? `make-code-cache: out/main/${CACHE_FILE}, ${Math.round(made.bytes / 1024)} KB, from a ${made.mode} run of Electron.`
        : 'make-code-cache: Electron made no code cache: the package carries none, and main compiles its code at each start.'
    )
  }
}
