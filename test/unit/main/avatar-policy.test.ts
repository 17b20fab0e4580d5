// The avatar policy as a pure function: the platform's base URL, the
// "Load pictures from other websites" setting and a candidate address in;
// allowed or not out. And the fetch wrapper that asks it again at every hop.
import { describe, expect, it } from 'vitest'

import { hostKind } from '../../../src/main/core/security/host-kind'
import { avatarUrlAllowed } from '../../../src/main/features/people/avatar-policy'
import { policedFetch } from '../../../src/main/features/people/load-avatar'

const REMOTE = 'https://platform.example.com'
const allowed = (candidate: string, baseUrl: string | null, otherSites: boolean) =>
  avatarUrlAllowed(candidate, { baseUrl, otherSites }) !== null

describe('hostKind: what a host name says without asking DNS', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.200.0.9', 'loopback'],
    ['[::1]', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0.0.0.0', 'loopback'],
    ['[::]', 'loopback'],
    ['localhost', 'loopback'],
    ['LOCALHOST.', 'loopback'],
    ['admin.localhost', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['[fc00::1]', 'private'],
    ['[fd12:3456::1]', 'private'],
    ['printer.local', 'private'],
    ['nas.home.arpa', 'private'],
    ['intranet', 'private'],
    ['169.254.169.254', 'link-local'],
    ['[fe80::1]', 'link-local'],
    ['172.32.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['[2001:4860:4860::8888]', 'public'],
    ['cdn.example.net', 'public'],
    ['224.0.0.1', 'special'],
    ['255.255.255.255', 'special'],
    ['192.0.2.1', 'special'],
    ['[64:ff9b::7f00:1]', 'special'],
    ['[ff02::1]', 'special']
  ])('%s is %s', (host, kind) => {
    expect(hostKind(host)).toBe(kind)
  })
})

describe('avatarUrlAllowed', () => {
  it('allows the platform’s own origin, with the setting off, whatever the platform is', () => {
    expect(allowed(`${REMOTE}/avatars/1.png`, REMOTE, false)).toBe(true)
    expect(allowed('http://127.0.0.1:8787/a.png', 'http://127.0.0.1:8787', false)).toBe(true)
    expect(allowed('https://10.0.0.5/a.png', 'https://10.0.0.5/base', false)).toBe(true)
  })

  it('allows nothing else with the setting off: another port, scheme or host is another origin', () => {
    for (const other of [
      'https://platform.example.com:8443/a.png',
      'http://platform.example.com/a.png',
      'https://cdn.example.net/a.png',
      'https://example.com/a.png'
    ])
      expect(allowed(other, REMOTE, false)).toBe(false)
    expect(allowed('http://127.0.0.1:9999/a.png', 'http://127.0.0.1:8787', false)).toBe(false)
  })

  it('with the setting on allows other websites over https only', () => {
    expect(allowed('https://cdn.example.net/a.png', REMOTE, true)).toBe(true)
    expect(allowed('https://8.8.8.8/a.png', REMOTE, true)).toBe(true)
    expect(allowed('http://cdn.example.net/a.png', REMOTE, true)).toBe(false)
    expect(allowed('https://cdn.example.net/a.png', 'http://localhost:8787', true)).toBe(true)
  })

  it('never lets a platform elsewhere name this computer, a private or a link-local network', () => {
    for (const inside of [
      'http://127.0.0.1:8080/admin/reset?confirm=yes',
      'https://127.0.0.1/a.png',
      'https://localhost/a.png',
      'https://app.localhost/a.png',
      'https://[::1]/a.png',
      'https://0.0.0.0/a.png',
      'https://[::ffff:127.0.0.1]/a.png',
      'https://10.0.0.7/a.png',
      'https://192.168.1.1/a.png',
      'https://[fd00::7]/a.png',
      'https://printer.local/a.png',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/a.png'
    ])
      expect(allowed(inside, REMOTE, true), inside).toBe(false)
  })

  it('lets a platform on this computer name this computer (http too), and a platform on a network name that kind of network (https)', () => {
    expect(allowed('http://127.0.0.1:9999/a.png', 'http://127.0.0.1:8787', true)).toBe(true)
    expect(allowed('http://localhost:9999/a.png', 'http://127.0.0.1:8787', true)).toBe(true)
    expect(allowed('https://10.0.0.7/a.png', 'http://127.0.0.1:8787', true)).toBe(false)
    expect(allowed('https://192.168.1.20/a.png', 'https://10.0.0.5', true)).toBe(true)
    expect(allowed('http://192.168.1.20/a.png', 'https://10.0.0.5', true)).toBe(false)
    expect(allowed('https://127.0.0.1/a.png', 'https://10.0.0.5', true)).toBe(false)
    expect(allowed('https://169.254.1.1/a.png', 'https://10.0.0.5', true)).toBe(false)
    expect(allowed('https://[fe80::2]/a.png', 'https://[fe80::1]', true)).toBe(true)
  })

  it('refuses credentials in the address, other schemes, special addresses, garbage, and everything before a platform is set', () => {
    for (const bad of [
      'https://user:pw@platform.example.com/a.png',
      'https://user@cdn.example.net/a.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'ftp://cdn.example.net/a.png',
      'https://224.0.0.1/a.png',
      'https://192.0.2.1/a.png',
      'not a url'
    ])
      expect(allowed(bad, REMOTE, true), bad).toBe(false)
    expect(allowed(`${REMOTE}/a.png`, null, true)).toBe(false)
  })
})

describe('policedFetch: the policy at every hop', () => {
  it('sends a request the policy allows and refuses, without sending, one it does not', async () => {
    const sent: string[] = []
    const recording: typeof fetch = (input) => {
      sent.push(input instanceof Request ? input.url : String(input))
      return Promise.resolve(new Response('ok'))
    }
    const fetchImpl = policedFetch(recording, (raw) => avatarUrlAllowed(raw, { baseUrl: REMOTE, otherSites: false }))
    expect((await fetchImpl(new Request(`${REMOTE}/avatars/1.png`))).ok).toBe(true)
    await expect(fetchImpl(new Request('http://127.0.0.1:8080/admin/reset'))).rejects.toThrow(/not allowed/)
    await expect(fetchImpl('https://cdn.example.net/a.png')).rejects.toThrow(/not allowed/)
    expect(sent).toEqual([`${REMOTE}/avatars/1.png`])
  })
})
