import { describe, expect, it } from 'vitest'
import { findToken } from '../../../src/main/auth/find-token'

describe('findToken (where the login returns the token)', () => {
  it.each([
    ['body token', { token: 'a1' }, {}, 'a1'],
    ['body accessToken', { accessToken: 'a2' }, {}, 'a2'],
    ['body access_token', { access_token: 'a3' }, {}, 'a3'],
    ['data.token', { data: { token: 'b1' } }, {}, 'b1'],
    ['data.access_token', { data: { access_token: 'b2' } }, {}, 'b2'],
    ['authData.accessToken', { authData: { accessToken: 'b3' } }, {}, 'b3'],
    ['Authorization header', { code: '200' }, { authorization: 'Bearer c1' }, 'c1'],
    ['Set-Cookie with token in the name', { code: '200' }, { 'set-cookie': 'sid=x; Path=/, auth_token=c2; HttpOnly' }, 'c2'],
    ['Set-Cookie with an Expires date', {}, { 'set-cookie': 'AccessToken=c3; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/' }, 'c3']
  ])('finds the %s', (_name, body, headers, expected) => {
    expect(findToken(body, headers as Record<string, string>)).toBe(expected)
  })

  it('prefers the body over nested objects, nested over headers', () => {
    expect(findToken({ token: 'top', data: { token: 'nested' } }, { authorization: 'Bearer header' })).toBe('top')
    expect(findToken({ data: { token: 'nested' } }, { authorization: 'Bearer header' })).toBe('nested')
    expect(findToken({ data: { token: 'd' }, authData: { token: 'a' } }, {})).toBe('d')
  })

  it('never takes a CSRF cookie, prefers an exact cookie name, and survives bad escapes', () => {
    expect(findToken({}, { 'set-cookie': 'XSRF-TOKEN=csrf1; Path=/' })).toBeNull()
    expect(findToken({}, { 'set-cookie': 'csrftoken=c; Path=/, refresh_token=r; Path=/, access_token=a; Path=/' })).toBe('a')
    expect(findToken({}, { 'set-cookie': 'session_token=abc%zz; Path=/' })).toBe('abc%zz')
  })

  it('returns null when there is no token anywhere', () => {
    expect(findToken({ code: '200', message: 'Login successful' }, {})).toBeNull()
    expect(findToken({ token: '   ' }, { authorization: 'Basic abc' })).toBeNull()
    expect(findToken('not an object', { 'set-cookie': 'session=abc' })).toBeNull()
    expect(findToken(null, {})).toBeNull()
  })
})
