// What a test starts (a stub platform, the main app, a reference server) is
// closed after it, newest first, even when the test failed half-way: each
// is registered as it starts, so no file keeps its own `afterEach` list of
// things that may or may not have started.
import { afterEach } from 'vitest'

export interface Closable {
  close(): Promise<void>
}

/**
 * Call once at the top of a test file or describe block; it adds the
 * `afterEach` there. The function it returns registers a started thing and
 * hands it back: `stub = closing(await startStubPlatform(...))`.
 */
export function closeAfterEach(): <T extends Closable>(thing: T) => T {
  const open: Closable[] = []
  afterEach(async () => {
    const problems: unknown[] = []
    // The app before the server it talks to: closing in reverse start order.
    for (const thing of open.splice(0).reverse()) await thing.close().catch((error: unknown) => problems.push(error))
    if (problems.length === 1) throw problems[0]
    if (problems.length > 1) throw new AggregateError(problems, 'Several things a test started failed to close.')
  })
  return (thing) => {
    open.push(thing)
    return thing
  }
}
