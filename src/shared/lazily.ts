// A value built at its first use, then kept: for what a module would otherwise build as it loads (zod schemas), which
// main's start paid before its first window (docs/performance.md, main.startupRatio).

/** `build`, called at the first call of the returned function; every call returns what that one built. */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | undefined
  return () => (built ??= { value: build() }).value
}
