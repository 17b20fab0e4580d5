import { describe, expect, it } from 'vitest'

import { findToken, isPlausibleToken } from '../../../src/main/features/session/find-token'

const NOW = Date.parse('2026-11-22T12:00:00Z')
const tokenOf = (body: unknown, headers: Record<string, string> = {}) => findToken(body, headers, NOW)?.token ?? null

describe('findToken (where the login returns the token)', () => {
  it.each([
    ['body token', { token: 'a1-token' }, {}, 'a1-token', 'body'],
    ['body accessToken', { accessToken: 'a2-token' }, {}, 'a2-token', 'body'],
    ['body access_token', { access_token: 'a3-token' }, {}, 'a3-token', 'body'],
    ['data.token', { data: { token: 'b1-token' } }, {}, 'b1-token', 'nested'],
    ['data.access_token', { data: { access_token: 'b2-token' } }, {}, 'b2-token', 'nested'],
    ['authData.accessToken', { authData: { accessToken: 'b3-token' } }, {}, 'b3-token', 'nested'],
    ['Authorization header', { code: '200' }, { authorization: 'Bearer c1-token' }, 'c1-token', 'header'],
    [
      'Set-Cookie with token in the name',
      { code: '200' },
      { 'set-cookie': 'sid=x; Path=/, auth_token=c2-token; HttpOnly' },
      'c2-token',
      'cookie'
    ],
    [
      'Set-Cookie with a future Expires date',
      {},
      { 'set-cookie': 'AccessToken=c3-token; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/' },
      'c3-token',
      'cookie'
    ]
  ])('finds the %s and says where it was', (_name, body, headers, token, source) => {
    expect(findToken(body, headers as Record<string, string>, NOW)).toEqual({ token, source })
  })

  it('prefers the body over nested objects, nested over headers', () => {
    expect(
      tokenOf({ token: 'top-token', data: { token: 'nested-token' } }, { authorization: 'Bearer header-token' })
    ).toBe('top-token')
    expect(tokenOf({ data: { token: 'nested-token' } }, { authorization: 'Bearer header-token' })).toBe('nested-token')
    expect(tokenOf({ data: { token: 'd-token-1' }, authData: { token: 'a-token-1' } })).toBe('d-token-1')
  })

  it.each([
    'token',
    'access_token',
    'accessToken',
    'auth_token',
    'authToken',
    'jwt',
    'session_token',
    'platform_token',
    'PlatformToken'
  ])('takes a cookie named %s', (name) => {
    expect(tokenOf({}, { 'set-cookie': `${name}=v4lue-token; Path=/; HttpOnly` })).toBe('v4lue-token')
  })

  it.each([
    ['a deleted cookie (value "deleted", Max-Age=0)', 'token=deleted; Max-Age=0; Path=/'],
    ['Max-Age=0 with a real-looking value', 'token=abc123; Max-Age=0'],
    ['a negative Max-Age', 'access_token=abc123; Max-Age=-1'],
    ['an Expires in the past', 'auth_token=abc123; Expires=Thu, 01 Jan 1970 00:00:00 GMT'],
    ['the value "deleted" alone', 'jwt=deleted; Path=/'],
    ['token_type', 'token_type=Bearer; Path=/'],
    ['token_expires (not a token name)', 'token_expires=1893456000'],
    ['refresh_token', 'refresh_token=r3fresh; Path=/'],
    ['RefreshToken', 'RefreshToken=r3fresh'],
    ['a CSRF cookie', 'XSRF-TOKEN=csrf1; Path=/, csrf_token=c2'],
    ['an empty value', 'token=; Path=/'],
    ['a name that only contains "token"', 'tokenizer=abc, mytokens=abc'],
    ['a value with a space', 'token="two words"']
  ])('never takes %s', (_name, header) => {
    expect(tokenOf({}, { 'set-cookie': header })).toBeNull()
  })

  it('a Max-Age that keeps the cookie wins over a past Expires; an exact name wins over a suffix', () => {
    expect(
      tokenOf({}, { 'set-cookie': 'token=keep1-token; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=3600' })
    ).toBe('keep1-token')
    expect(
      tokenOf(
        {},
        { 'set-cookie': 'csrftoken=c-token-1; Path=/, my_token=m-token-1; Path=/, access_token=a-token-1; Path=/' }
      )
    ).toBe('a-token-1')
    expect(tokenOf({}, { 'set-cookie': 'session_token=abc%zz-token; Path=/' })).toBe('abc%zz-token')
  })

  it('skips a token that is not printable, has whitespace or is over 8 KB, and looks further', () => {
    expect(tokenOf({ token: 'bad\u0000token', data: { token: 'good-token' } })).toBe('good-token')
    // Shorter than any real credential, and than what the live-secret registry scrubs: a five-character token once crossed IPC.
    expect(tokenOf({ token: 'abcde', data: { token: 'long-enough' } })).toBe('long-enough')
    expect(isPlausibleToken('abcdefg')).toBe(false)
    expect(isPlausibleToken('abcdefgh')).toBe(true)
    expect(tokenOf({ token: 'has space' })).toBeNull()
    expect(tokenOf({ token: 'ünïcode' })).toBeNull()
    expect(tokenOf({ token: 'x'.repeat(8 * 1024 + 1) })).toBeNull()
    expect(tokenOf({ token: 'x'.repeat(8 * 1024) })).toHaveLength(8 * 1024)
    expect(tokenOf({}, { authorization: 'Bearer \u0007bell' })).toBeNull()
    expect(isPlausibleToken('eyJhbGciOi.J9-_~+/=')).toBe(true)
  })

  it('returns null when there is no token anywhere', () => {
    expect(tokenOf({ code: '200', message: 'Login successful' })).toBeNull()
    expect(tokenOf({ token: '   ' }, { authorization: 'Basic abc' })).toBeNull()
    expect(tokenOf('not an object', { 'set-cookie': 'session=abc' })).toBeNull()
    expect(tokenOf(null)).toBeNull()
  })
})
