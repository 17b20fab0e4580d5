// Code in a chunk of its own, fetched once: what a process loads after its
// first screen or its first answer rather than with its first script. The
// page's screens (renderer app/screen-chunk.tsx), main's zod (load-zod.ts) and
// main's late features (main app/late-features.ts) load this way.

/** Code in a chunk of its own, fetched once: `loaded()` gives it synchronously once there. */
export interface Chunk<T> {
  /** Fetches the chunk (once); settles when it is there. A failed fetch is tried again at the next call. */
  load: () => Promise<T>
  /** What the chunk gives, once it has loaded. */
  loaded: () => T | null
}

export function chunk<T>(importIt: () => Promise<T>): Chunk<T> {
  let loaded: T | null = null
  let loading: Promise<T> | null = null
  const load = () => {
    loading ??= importIt().then(
      (value) => (loaded = value),
      (error: unknown) => {
        // A later want tries again: the next attempt may find the file (an update finished writing it).
        loading = null
        throw error
      }
    )
    return loading
  }
  return { load, loaded: () => loaded }
}
