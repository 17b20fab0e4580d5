/**
 * The secrets main holds right now. Anything that leaves main as text (log
 * lines, error messages) passes through `scrub`, so a token that a server
 * echoes back in an error body cannot slip out.
 */
/** Deeper than any view model goes: what lies deeper is not ours and does not cross. */
const MAX_DATA_DEPTH = 32
/**
 * Far more than the app ever holds at once (20 accounts' tokens, a password
 * or two in flight); past it, the secret added longest ago goes first, so a
 * page that keeps submitting keys cannot make every answer slower for good.
 */
export const MAX_SECRETS = 256

export class SecretRegistry {
  readonly #secrets = new Set<string>()
  /** How many pieces of work hold each secret (a password, while its request is under way). */
  readonly #holds = new Map<string, number>()

  add(secret: string): void {
    // Very short strings would blank out ordinary words.
    if (secret.length < 6) return
    // Kept in the order last added: the oldest is the first of the set.
    this.#secrets.delete(secret)
    this.#secrets.add(secret)
    this.#holds.set(secret, (this.#holds.get(secret) ?? 0) + 1)
    for (const oldest of this.#secrets) {
      if (this.#secrets.size <= MAX_SECRETS) break
      this.#secrets.delete(oldest)
      this.#holds.delete(oldest)
    }
  }

  /**
   * Lets go of a secret once the current task is over, so the answer the work
   * produced (scrubbed by dispatch as it leaves) and the events it emitted
   * are still scrubbed of it. Forgotten when no work holds it any more.
   */
  remove(secret: string): void {
    setTimeout(() => {
      const holds = (this.#holds.get(secret) ?? 0) - 1
      if (holds > 0) this.#holds.set(secret, holds)
      else {
        this.#holds.delete(secret)
        this.#secrets.delete(secret)
      }
    }, 0)
  }

  /** Whether the text holds a live secret (a token or a password being submitted). */
  contains(text: string): boolean {
    for (const secret of this.#secrets) if (text.includes(secret)) return true
    return false
  }

  scrub<T>(value: T): T {
    if (this.#secrets.size === 0) return value
    if (typeof value === 'string') return this.#scrubText(value) as T
    if (value instanceof Error) {
      const copy = new Error(this.#scrubText(value.message))
      copy.name = value.name
      copy.stack = this.#scrubText(value.stack ?? '')
      return copy as T
    }
    if (value && typeof value === 'object') {
      try {
        // Errors nested in log objects keep their message and stack (JSON drops them).
        const text = JSON.stringify(value, (_key, inner: unknown) =>
          inner instanceof Error ? { type: inner.name, message: inner.message, stack: inner.stack } : inner
        )
        return JSON.parse(this.#scrubText(text)) as T
      } catch {
        return value
      }
    }
    return value
  }

  /**
   * A copy of plain data (an IPC answer or event) with every live secret
   * taken out of every string and every key, found by value wherever it
   * sits and however the platform named the field. Parts with nothing to
   * hide are shared, not copied; a value with nothing to hide is returned
   * as it is.
   */
  scrubData<T>(value: T): T {
    if (this.#secrets.size === 0) return value
    return this.#scrubData(value, 0) as T
  }

  #scrubData(value: unknown, depth: number): unknown {
    if (typeof value === 'string') return this.contains(value) ? this.#scrubText(value) : value
    if (!value || typeof value !== 'object') return value
    if (depth > MAX_DATA_DEPTH) return '…'
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null
      value.forEach((item, index) => {
        const scrubbed = this.#scrubData(item, depth + 1)
        if (scrubbed !== item) (copy ??= value.slice())[index] = scrubbed
      })
      return copy ?? value
    }
    let copy: Record<string, unknown> | null = null
    const record = value as Record<string, unknown>
    for (const key of Object.keys(record)) {
      const inner = record[key]
      const scrubbed = this.#scrubData(inner, depth + 1)
      const safeKey = this.contains(key) ? this.#scrubText(key) : key
      if (scrubbed === inner && safeKey === key) continue
      copy ??= { ...record }
      if (safeKey !== key) delete copy[key]
      copy[safeKey] = scrubbed
    }
    return copy ?? value
  }

  #scrubText(text: string): string {
    let out = text
    for (const secret of this.#secrets) out = out.split(secret).join('[redacted]')
    return out
  }
}
