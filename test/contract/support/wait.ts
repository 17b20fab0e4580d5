// Polling for server-side effects that follow a client action on their own
// schedule (a socket close noticed, a log entry completed).

/** Resolves with the first truthy value of `probe`, or throws after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | undefined | null | false,
  what: string,
  timeoutMs = 3_000
): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value) return value
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
