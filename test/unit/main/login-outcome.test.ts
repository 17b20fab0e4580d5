import { describe, expect, it } from 'vitest'

import { readLoginResponse, signInError } from '../../../src/main/features/session/login-outcome'

const response = (status: number, body: unknown, headers: Record<string, string> = {}) => ({ status, body, headers })
const NOW = Date.parse('2026-11-21T00:00:00Z')

describe('readLoginResponse', () => {
  it('finds "already logged in" wherever the platform put the text', () => {
    expect(readLoginResponse(response(400, { code: '400', message: 'You are already logged in.' }))).toEqual({
      kind: 'already-signed-in'
    })
    expect(readLoginResponse(response(400, { errors: [{ detail: 'User already signed in' }] }))).toEqual({
      kind: 'already-signed-in'
    })
    expect(readLoginResponse(response(400, { code: '400', message: 'incorrect' }))).toMatchObject({
      kind: 'error',
      error: { kind: 'wrong-credentials' }
    })
  })

  it.each([
    'You are already logged in.',
    'ALREADY LOGGED-IN',
    'user is already logged_in',
    'Already signed in as ada',
    'already signed-in',
    'The caller is already authenticated',
    'You already have a session',
    'you already have an active session'
  ])('recognises "%s" as already signed in', (text) => {
    expect(readLoginResponse(response(400, { code: '400', message: text }))).toEqual({ kind: 'already-signed-in' })
  })

  it.each([
    'The username or email and password are incorrect.',
    'Your login attempt failed',
    'already a member? sign in'
  ])('does not mistake "%s" for already signed in', (text) => {
    expect(readLoginResponse(response(400, { code: '400', message: text }))).toMatchObject({ kind: 'error' })
  })

  it('reads expiry from a date or a duration, and ignores nonsense instead of failing', () => {
    expect(readLoginResponse(response(200, { token: 't-token-1', expiresAt: '2026-12-01T00:00:00Z' }), NOW)).toEqual({
      kind: 'token',
      token: 't-token-1',
      source: 'body',
      expiresAt: '2026-12-01T00:00:00.000Z'
    })
    expect(readLoginResponse(response(200, { token: 't-token-1', expires_in: 3600 }), NOW)).toEqual({
      kind: 'token',
      token: 't-token-1',
      source: 'body',
      expiresAt: '2026-11-21T01:00:00.000Z'
    })
    expect(readLoginResponse(response(200, { token: 't-token-1', expires_in: 1e300, expiresAt: 1e20 }), NOW)).toEqual({
      kind: 'token',
      token: 't-token-1',
      source: 'body',
      expiresAt: null
    })
  })
})

describe('signInError', () => {
  it('treats 401 and 422 answers to a login as wrong credentials, not an expired session', () => {
    expect(signInError({ kind: 'unauthorized', status: 401, message: 'x' })).toMatchObject({
      kind: 'wrong-credentials',
      status: 401
    })
    expect(signInError({ kind: 'http', status: 422, message: 'x' })).toMatchObject({ kind: 'wrong-credentials' })
    expect(signInError({ kind: 'forbidden', status: 403, message: 'x' }).message).toMatch(
      /refused to sign in this account/
    )
    expect(signInError({ kind: 'timeout', message: 'slow' })).toEqual({ kind: 'timeout', message: 'slow' })
  })

  it.each<[number | undefined, string]>([
    [undefined, 'Too many sign-in attempts. Wait a few minutes, then try again.'],
    [1, 'Too many sign-in attempts. Wait 1 second, then try again.'],
    [42, 'Too many sign-in attempts. Wait 42 seconds, then try again.'],
    // The reference server's lock after 10 wrong passwords, a few seconds after the tenth: never "14 minutes".
    [897, 'Too many sign-in attempts. Wait 15 minutes, then try again.'],
    [61 * 60 + 1, 'Too many sign-in attempts. Wait 62 minutes, then try again.'],
    [90 * 60, 'Too many sign-in attempts. Wait 2 hours, then try again.'],
    [24 * 3600, 'Too many sign-in attempts. Try again tomorrow or later.']
  ])(
    'words a 429 to a login (Retry-After %s) as sign-in attempts, with the wait rounded up',
    (retryAfterSeconds, sentence) => {
      const busy = {
        kind: 'rate-limited' as const,
        status: 429,
        message: 'The platform is receiving too many requests.'
      }
      expect(signInError(retryAfterSeconds === undefined ? busy : { ...busy, retryAfterSeconds })).toEqual({
        ...busy,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        message: sentence
      })
    }
  )
})
