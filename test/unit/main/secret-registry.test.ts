import { describe, expect, it } from 'vitest'

import { SecretRegistry } from '../../../src/main/core/logging/secret-registry'

describe('SecretRegistry.scrubData', () => {
  const secrets = new SecretRegistry()
  secrets.add('tok_abcdef123456')

  it('takes a secret out of every string and key, however deep, and leaves the rest shared', () => {
    const untouched = { a: ['x'], b: { c: 1 } }
    const data = {
      keep: untouched,
      session: { bearer: 'tok_abcdef123456' },
      list: ['Bearer tok_abcdef123456', 'fine'],
      tok_abcdef123456: true
    }
    const scrubbed = secrets.scrubData(data)
    expect(scrubbed).toEqual({
      keep: untouched,
      session: { bearer: '[redacted]' },
      list: ['Bearer [redacted]', 'fine'],
      '[redacted]': true
    })
    expect(scrubbed.keep).toBe(untouched)
    expect(data.session.bearer).toBe('tok_abcdef123456')
    expect(secrets.scrubData(untouched)).toBe(untouched)
  })

  it('finds a secret that JSON would have escaped (a token with quotes and backslashes)', () => {
    const registry = new SecretRegistry()
    registry.add('tok"with\\odd')
    expect(registry.scrubData({ value: 'x tok"with\\odd y' })).toEqual({ value: 'x [redacted] y' })
  })
})

describe('SecretRegistry.scrub', () => {
  const secrets = new SecretRegistry()
  secrets.add('tok_abcdef123456')
  secrets.add('abc')

  it('replaces secrets in text, errors (message and stack) and nested objects', () => {
    expect(secrets.scrub('Bearer tok_abcdef123456 failed')).toBe('Bearer [redacted] failed')
    const error = new Error('bad tok_abcdef123456')
    const scrubbed = secrets.scrub(error)
    expect(scrubbed.message).toBe('bad [redacted]')
    expect(scrubbed.stack).not.toContain('tok_abcdef123456')
    const nested = secrets.scrub({ err: error, deep: { list: ['x tok_abcdef123456'] } }) as {
      err: { message: string; stack: string }
      deep: unknown
    }
    expect(nested.err.message).toBe('bad [redacted]')
    expect(JSON.stringify(nested)).not.toContain('tok_abcdef123456')
  })

  it('forgets a secret once removed (a password after its request), after the task that used it', async () => {
    const registry = new SecretRegistry()
    registry.add('hunter2-password')
    expect(registry.scrub('pw hunter2-password')).toBe('pw [redacted]')
    registry.remove('hunter2-password')
    // The answer the work produced is still scrubbed on its way out…
    await Promise.resolve()
    expect(registry.scrub('pw hunter2-password')).toBe('pw [redacted]')
    // …and after that the secret is forgotten.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(registry.scrub('pw hunter2-password')).toBe('pw hunter2-password')
  })

  it('keeps a secret while any work still holds it', async () => {
    const registry = new SecretRegistry()
    registry.add('shared-password')
    registry.add('shared-password')
    registry.remove('shared-password')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(registry.contains('shared-password')).toBe(true)
    registry.remove('shared-password')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(registry.contains('shared-password')).toBe(false)
  })

  it('ignores secrets too short to be safely replaced', () => {
    expect(secrets.scrub('abc is a word')).toBe('abc is a word')
  })
})
