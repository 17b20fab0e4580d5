// zod, loaded at its first use rather than with main: its 125 KB were the largest
// part of main's entry, which V8 compiles before main's first line runs, and
// nothing before the page's first answer needs it (docs/performance.md,
// main.startupRatio). Main's build makes it a chunk of its own; the IPC
// contract's request schemas, the credential's and the offline cache's files
// are built with what this hands them.
import { chunk } from './chunk'
import { lazily } from './lazily'
import type { zodApi } from './zod-api'

/** The parts of zod main builds with (zod-api.ts). */
export type Zod = typeof zodApi

const zod = chunk(() => import('./zod-api').then((module) => module.zodApi))

/** Loads zod, once: every call returns the same promise, unless loading failed (a damaged install), which is tried again. */
export const loadZod = (): Promise<Zod> => zod.load()

export const isZodLoaded = (): boolean => zod.loaded() !== null

/** zod, for code that runs only after loadZod() has resolved: throws (a bug, not a state) before. */
export function zodLoaded(): Zod {
  const loaded = zod.loaded()
  if (loaded === null) throw new Error('zod was used before loadZod() resolved')
  return loaded
}

/**
 * `build` run with zod once it has loaded, then kept: for schemas read in async code (the credential's, the offline
 * cache's). A failed load builds nothing and is tried again at the next call, as loadZod is.
 */
export function withZod<T>(build: (zod: Zod) => T): () => Promise<T> {
  const built = lazily(() => build(zodLoaded()))
  return async () => {
    await loadZod()
    return built()
  }
}
