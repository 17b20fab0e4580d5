/** Below this many keys the map is never swept: sweeping a few keys saves nothing. */
const SWEEP_MIN_KEYS = 1_024

/**
 * Counts events per key over the last `windowMs` by the server's clock (so a
 * test can move it instead of waiting), and says how long a key at its limit
 * must wait. A sliding window, unlike a fixed one, never lets a burst of
 * twice the limit through across a window boundary.
 *
 * Memory follows the events still inside the window: a key whose events have
 * all left it is dropped when next read, and the whole map is swept each time
 * it doubles, so a script trying endless usernames leaves nothing behind once
 * the window has passed.
 */
export class SlidingWindow {
  readonly #events = new Map<string, number[]>()
  readonly #limit: number
  readonly #windowMs: number
  readonly #now: () => number
  #sweepAtSize = SWEEP_MIN_KEYS

  constructor(limit: number, windowMs: number, now: () => number) {
    this.#limit = limit
    this.#windowMs = windowMs
    this.#now = now
  }

  /** Milliseconds until `key` may have one more event: 0 when it may now. */
  waitMs(key: string): number {
    const live = this.#live(key)
    if (live.length < this.#limit) return 0
    // Sorted here rather than kept sorted: a test clock may step backwards.
    const sorted = [...live].sort((a, b) => a - b)
    // The key is admitted again once enough of its oldest events have left
    // the window to bring the count below the limit.
    const freeing = sorted[live.length - this.#limit] ?? this.#now()
    return freeing + this.#windowMs - this.#now()
  }

  record(key: string): void {
    const live = this.#live(key)
    live.push(this.#now())
    this.#events.set(key, live)
    if (this.#events.size >= this.#sweepAtSize) this.#sweep()
  }

  /** Forgets every event of `key`. */
  clear(key: string): void {
    this.#events.delete(key)
  }

  #live(key: string): number[] {
    const events = this.#events.get(key)
    if (events === undefined) return []
    const since = this.#now() - this.#windowMs
    const live = events.filter((at) => at > since)
    if (live.length === 0) this.#events.delete(key)
    else if (live.length !== events.length) this.#events.set(key, live)
    return live
  }

  #sweep(): void {
    for (const key of [...this.#events.keys()]) this.#live(key)
    this.#sweepAtSize = Math.max(SWEEP_MIN_KEYS, this.#events.size * 2)
  }
}
