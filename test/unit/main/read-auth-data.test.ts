import { describe, expect, it } from 'vitest'

import { readAuthData, toIsoDate } from '../../../src/main/features/session/read-auth-data'

describe('readAuthData', () => {
  it('recognises our reference server’s names', () => {
    const { known, other } = readAuthData(
      {
        userId: 1,
        username: 'demo',
        type: 'session',
        scopes: ['read'],
        issuedAt: '2026-01-01T00:00:00Z',
        expiresAt: '2026-01-02T00:00:00Z',
        rememberMe: false
      },
      []
    )
    expect(known).toEqual({
      user: 'demo',
      userId: '1',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-01-02T00:00:00.000Z',
      scopes: ['read'],
      type: 'session'
    })
    expect(other).toEqual({ rememberMe: false })
  })

  it('recognises other platforms’ names: JWT-style claims, nested user, scope string', () => {
    const { known, other } = readAuthData(
      {
        user: { id: 'u-9', name: 'Ada' },
        iat: 1767225600,
        exp: 1767312000,
        scope: 'read write',
        token_type: 'Bearer',
        tenant: 'acme'
      },
      []
    )
    expect(known.user).toBe('Ada')
    expect(known.userId).toBe('u-9')
    expect(known.issuedAt).toBe('2026-01-01T00:00:00.000Z')
    expect(known.expiresAt).toBe('2026-01-02T00:00:00.000Z')
    expect(known.scopes).toEqual(['read', 'write'])
    expect(known.type).toBe('Bearer')
    expect(other).toEqual({ tenant: 'acme' })
  })

  it('hides anything secret-looking and any value containing the token', () => {
    const { other } = readAuthData(
      { access_token: 'xyz', nested: { apiKey: 'k', note: 'has SECRET-TOKEN-123 inside' }, list: ['SECRET-TOKEN-123'] },
      ['SECRET-TOKEN-123']
    )
    expect(other).toEqual({
      access_token: '[hidden]',
      nested: { apiKey: '[hidden]', note: '[hidden]' },
      list: ['[hidden]']
    })
  })

  it('copes with a missing or odd authData', () => {
    expect(readAuthData(undefined, []).known.user).toBeNull()
    expect(readAuthData(['array'], []).other).toEqual({})
    expect(readAuthData({ expiresAt: 'not a date' }, []).known.expiresAt).toBeNull()
  })
})

describe('the signed-in user id', () => {
  it.each([
    [{ id: 5 }, '5'],
    [{ userId: 'abc' }, 'abc'],
    [{ user_id: 7 }, '7'],
    [{ uid: 8 }, '8'],
    [{ user: { id: 9 } }, '9'],
    [{ id: 99, userId: 7 }, '7'],
    [{ name: 'x' }, null],
    [null, null]
  ])('%j → %s', (authData, expected) => {
    expect(readAuthData(authData, []).known.userId).toBe(expected)
  })

  it('does not take a token label for the user name', () => {
    expect(readAuthData({ name: 'CLI token', userId: 3 }, []).known.user).toBeNull()
    expect(readAuthData({ name: 'CLI token', userId: 3 }, []).other).toEqual({ name: 'CLI token' })
  })
})

describe('toIsoDate', () => {
  it('reads seconds, milliseconds, numeric strings and dates', () => {
    expect(toIsoDate(1767225600)).toBe('2026-01-01T00:00:00.000Z')
    expect(toIsoDate(1767225600000)).toBe('2026-01-01T00:00:00.000Z')
    expect(toIsoDate('1767225600')).toBe('2026-01-01T00:00:00.000Z')
    expect(toIsoDate('2026-01-01')).toBe('2026-01-01T00:00:00.000Z')
    expect(toIsoDate(true)).toBeNull()
  })

  it('refuses numbers that cannot be dates instead of throwing', () => {
    expect(toIsoDate(1e20)).toBeNull()
    expect(toIsoDate(3600)).toBeNull()
    expect(toIsoDate(Number.NaN)).toBeNull()
    expect(toIsoDate('99999999999999999999')).toBeNull()
  })
})
