import { describe, expect, it } from 'vitest'
import { SecretRegistry } from '../../../src/main/logging/secret-registry'

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
    const nested = secrets.scrub({ err: error, deep: { list: ['x tok_abcdef123456'] } }) as { err: { message: string; stack: string }; deep: unknown }
    expect(nested.err.message).toBe('bad [redacted]')
    expect(JSON.stringify(nested)).not.toContain('tok_abcdef123456')
  })

  it('forgets a secret once removed (a password after its request)', () => {
    const registry = new SecretRegistry()
    registry.add('hunter2-password')
    expect(registry.scrub('pw hunter2-password')).toBe('pw [redacted]')
    registry.remove('hunter2-password')
    expect(registry.scrub('pw hunter2-password')).toBe('pw hunter2-password')
  })

  it('ignores secrets too short to be safely replaced', () => {
    expect(secrets.scrub('abc is a word')).toBe('abc is a word')
  })
})
