import { describe, expect, it } from 'vitest'

import { isLoopbackHost, normalizeBaseUrl, sameServer } from '../../../src/main/features/connection/normalize-base-url'

const base = (input: string) => {
  const result = normalizeBaseUrl(input)
  if (!result.ok) throw new Error(result.error.message)
  return result.baseUrl
}
const error = (input: string) => {
  const result = normalizeBaseUrl(input)
  if (result.ok) throw new Error(`expected ${input} to be refused`)
  return result.error
}

describe('normalizeBaseUrl', () => {
  it('adds https to a bare host and drops trailing slashes', () => {
    expect(base('platform.example.com')).toBe('https://platform.example.com')
    expect(base('  https://platform.example.com///  ')).toBe('https://platform.example.com')
  })

  it('removes a trailing /v1 so the client can append /v1/... itself', () => {
    expect(base('https://platform.example.com/v1')).toBe('https://platform.example.com')
    expect(base('https://platform.example.com/v1/')).toBe('https://platform.example.com')
    expect(base('https://example.com/platform/V1')).toBe('https://example.com/platform')
    expect(base('https://example.com/v1api')).toBe('https://example.com/v1api')
  })

  it('keeps a path prefix and port, drops query and fragment', () => {
    expect(base('https://example.com:8443/api/?x=1#top')).toBe('https://example.com:8443/api')
  })

  it('uses http for a bare loopback address and allows http only on loopback', () => {
    expect(base('127.0.0.1:8787')).toBe('http://127.0.0.1:8787')
    expect(base('localhost:8787/v1')).toBe('http://localhost:8787')
    expect(base('http://[::1]:9000')).toBe('http://[::1]:9000')
    expect(error('http://platform.example.com').kind).toBe('insecure-url')
    expect(error('http://10.0.0.5').kind).toBe('insecure-url')
  })

  it('refuses empty input, other schemes, credentials in the URL and garbage', () => {
    expect(error('   ').kind).toBe('invalid-input')
    expect(error('ftp://example.com').message).toMatch(/https/)
    expect(error('https://user:pw@example.com').message).toMatch(/sign in/)
    expect(error('https://exa mple.com').kind).toBe('invalid-input')
    expect(error('http:/example.com').kind).toBe('invalid-input')
    expect(error('https:example.com').kind).toBe('invalid-input')
  })

  it('knows loopback hosts', () => {
    expect(isLoopbackHost('127.4.5.6')).toBe(true)
    expect(isLoopbackHost('LOCALHOST')).toBe(true)
    expect(isLoopbackHost('[::1]')).toBe(true)
    expect(isLoopbackHost('127.example.com')).toBe(false)
    expect(isLoopbackHost('192.168.1.1')).toBe(false)
  })
})

describe('sameServer', () => {
  it('compares addresses as normalised, so a difference in form only is the same server', () => {
    expect(sameServer('https://platform.example.com', 'HTTPS://Platform.Example.com/v1/')).toBe(true)
    expect(sameServer('http://127.0.0.1:4010', 'http://127.0.0.1:4010/')).toBe(true)
  })

  it('another host, port, scheme or path prefix is another server; an unreadable or missing address matches nothing', () => {
    expect(sameServer('https://platform.example.com', 'https://platform.example.org')).toBe(false)
    expect(sameServer('http://127.0.0.1:4010', 'http://127.0.0.1:4011')).toBe(false)
    expect(sameServer('https://localhost', 'http://localhost')).toBe(false)
    expect(sameServer('https://example.com/a', 'https://example.com/b')).toBe(false)
    expect(sameServer('not a server', 'not a server')).toBe(false)
    expect(sameServer('https://platform.example.com', null)).toBe(false)
  })
})

describe('normalizeBaseUrl: a mistyped scheme', () => {
  it.each([
    ['htp://platform.example.com', 'https://platform.example.com'],
    ['htps://platform.example.com/v1', 'https://platform.example.com/v1'],
    ['hhtps://platform.example.com', 'https://platform.example.com'],
    ['htttp://platform.example.com', 'https://platform.example.com'],
    ['http:/platform.example.com', 'https://platform.example.com'],
    ['https:platform.example.com', 'https://platform.example.com'],
    ['https//platform.example.com', 'https://platform.example.com'],
    ['htp://localhost:8787', 'http://localhost:8787'],
    ['HTP://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['htps://localhost:8443', 'https://localhost:8443']
  ])('%s asks “Did you mean %s?”', (typed, meant) => {
    const refused = error(typed)
    expect(refused.kind).toBe('invalid-input')
    expect(refused.message).toBe(
      `The address must start with https:// (or http:// for a server on this computer). Did you mean ${meant}?`
    )
  })

  it('http is still allowed for this computer, and a correct scheme is never a typo', () => {
    expect(base('http://localhost:8787')).toBe('http://localhost:8787')
    expect(base('HTTPS://platform.example.com')).toBe('https://platform.example.com')
    expect(base('https:///platform.example.com')).toBe('https://platform.example.com')
    // A host and port is not a scheme.
    expect(base('host:8080')).toBe('https://host:8080')
    expect(base('localhost:8787')).toBe('http://localhost:8787')
  })

  it('another scheme for this computer says http:// is fine there; elsewhere https:// is required', () => {
    expect(error('ftp://localhost:21').message).toBe(
      'The address of a server on this computer must start with http:// or https://.'
    )
    expect(error('ftp://platform.example.com').message).toBe('The server address must start with https://.')
  })

  it('a typo with nothing after it, or one whose meaning would be refused anyway, gets that sentence instead', () => {
    expect(error('htp://').message).toMatch(/is not a web address/)
    expect(error('htps://user:pw@platform.example.com').message).toMatch(/Leave the user name and password out/)
  })
})
