/**
 * The secrets main holds right now. Anything that leaves main as text (log
 * lines, error messages) passes through `scrub`, so a token that a server
 * echoes back in an error body cannot slip out.
 */
export class SecretRegistry {
  readonly #secrets = new Set<string>()

  add(secret: string): void {
    // Very short strings would blank out ordinary words.
    if (secret.length >= 6) this.#secrets.add(secret)
  }

  remove(secret: string): void {
    this.#secrets.delete(secret)
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

  #scrubText(text: string): string {
    let out = text
    for (const secret of this.#secrets) out = out.split(secret).join('[redacted]')
    return out
  }
}
