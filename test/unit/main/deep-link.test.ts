import { describe, expect, it, vi } from 'vitest'

import type { Logger } from '../../../src/main/core/logging/logger'
import { DeepLinks } from '../../../src/main/desktop/deep-link/deep-links'
import { deepLinkInArgv, parseDeepLink } from '../../../src/main/desktop/deep-link/parse-deep-link'

describe('parseDeepLink', () => {
  it.each([
    ['platform-desktop://user/42', '42'],
    ['platform-desktop://user/42/', '42'],
    ['PLATFORM-DESKTOP://USER/7', '7'],
    ['platform-desktop://user/000123', '000123']
  ])('%s opens the profile of %s', (link, userId) => {
    expect(parseDeepLink(link)).toEqual({ ok: true, route: { view: 'profile', userId }, server: null })
  })

  it.each([
    ['platform-desktop://user/42?server=platform.example.com', 'platform.example.com'],
    ['platform-desktop://user/42?server=Two.Example:8443', 'two.example:8443'],
    ['platform-desktop://user/42?server=127.0.0.1:34513', '127.0.0.1:34513']
  ])('%s opens the profile in an account on %s', (link, server) => {
    expect(parseDeepLink(link)).toEqual({ ok: true, route: { view: 'profile', userId: '42' }, server })
  })

  it.each([
    ['another scheme', 'https://user/42'],
    ['javascript', 'javascript:alert(1)'],
    ['another host', 'platform-desktop://settings/42'],
    ['a host that only starts like ours', 'platform-desktop://user.evil.example/42'],
    ['a non-numeric id', 'platform-desktop://user/ada'],
    ['a negative id', 'platform-desktop://user/-1'],
    ['an id with an extra path', 'platform-desktop://user/42/delete'],
    ['path traversal', 'platform-desktop://user/../../etc/passwd'],
    ['an encoded slash', 'platform-desktop://user/42%2f..'],
    ['a query', 'platform-desktop://user/42?token=abc'],
    ['a server and more', 'platform-desktop://user/42?server=a.example&token=abc'],
    ['a server twice', 'platform-desktop://user/42?server=a.example&server=b.example'],
    ['a server that is a URL', 'platform-desktop://user/42?server=https://a.example'],
    ['a server with a path', 'platform-desktop://user/42?server=a.example/x'],
    ['an empty server', 'platform-desktop://user/42?server='],
    ['a fragment', 'platform-desktop://user/42#x'],
    ['credentials', 'platform-desktop://me:pw@user/42'],
    ['a port', 'platform-desktop://user:8080/42'],
    ['a 16-digit id', 'platform-desktop://user/1234567890123456'],
    ['no id', 'platform-desktop://user/'],
    ['overlong input', `platform-desktop://user/${'1'.repeat(600)}`],
    ['not a URL', 'platform-desktop:'],
    ['empty', ''],
    ['control characters', 'platform-desktop://user/4\u00002']
  ])('refuses %s', (_name, link) => {
    expect(parseDeepLink(link).ok).toBe(false)
  })

  it.each([[null], [42], [{ toString: () => 'platform-desktop://user/1' }]])('refuses %j (not text)', (value) => {
    expect(parseDeepLink(value)).toEqual({ ok: false, reason: 'not text' })
  })

  it('finds our link among the arguments Windows and Linux pass to a second instance', () => {
    expect(deepLinkInArgv(['/opt/app/platform-desktop', '--flag', 'platform-desktop://user/9'])).toBe(
      'platform-desktop://user/9'
    )
    expect(deepLinkInArgv(['/opt/app/platform-desktop', '--no-sandbox'])).toBeNull()
  })
})

describe('DeepLinks', () => {
  const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> }

  it('keeps a link that arrives before the window is ready (the latest wins), then sends live', () => {
    const sent: unknown[] = []
    const links = new DeepLinks((route) => sent.push(route), logger())
    expect(links.open('platform-desktop://user/1')).toBe(true)
    expect(links.open('platform-desktop://user/2')).toBe(true)
    expect(sent).toEqual([])
    expect(links.takePending()).toEqual({ view: 'profile', userId: '2' })
    expect(links.takePending()).toBeNull()
    links.open('platform-desktop://user/3')
    expect(sent).toEqual([{ view: 'profile', userId: '3' }])
  })

  it('ignores and logs anything else, without logging the link itself', () => {
    const log = logger()
    const sent: unknown[] = []
    const links = new DeepLinks((route) => sent.push(route), log)
    links.takePending()
    expect(links.open('platform-desktop://user/42?token=secret-value')).toBe(false)
    expect(sent).toEqual([])
    expect(log.warn).toHaveBeenCalledWith({ reason: 'query or fragment' }, 'ignored a deep link')
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret-value')
  })
})
