// A clock for tests: time moves only when the test says, so no test waits
// for a real minute to pass. It implements the scheduler's Clock.
import type { Clock } from '../../src/main/core/scheduler/clock'

interface Pending {
  at: number
  order: number
  callback: () => void
}

/** A clock that only moves when told; timers fire in time order, ties in the order they were set. */
export class FakeClock implements Clock {
  #now: number
  #order = 0
  readonly #pending = new Map<number, Pending>()

  constructor(start = Date.parse('2026-11-22T09:00:00Z')) {
    this.#now = start
  }

  now(): number {
    return this.#now
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const id = ++this.#order
    this.#pending.set(id, { at: this.#now + Math.max(0, ms), order: id, callback })
    return id
  }

  clearTimeout(handle: unknown): void {
    this.#pending.delete(handle as number)
  }

  /** Timers waiting to fire. */
  get pendingCount(): number {
    return this.#pending.size
  }

  /** When the next timer falls due, or null when none waits. */
  get nextAt(): number | null {
    let next: number | null = null
    for (const pending of this.#pending.values()) if (next === null || pending.at < next) next = pending.at
    return next
  }

  /**
   * Moves time forward, firing every timer that falls due on the way, and
   * lets the promise jobs each one starts settle before the next fires.
   */
  async advance(ms: number): Promise<void> {
    const until = this.#now + ms
    for (;;) {
      // Work already started (a job finishing, then scheduling its next run) goes first.
      await settle()
      const next = [...this.#pending.entries()].sort(([, a], [, b]) => a.at - b.at || a.order - b.order)[0]
      if (!next || next[1].at > until) break
      this.#pending.delete(next[0])
      this.#now = next[1].at
      next[1].callback()
    }
    this.#now = until
    await settle()
  }
}

/** Lets queued promise callbacks (and the ones they queue) run. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
}
