// Where updates may come from (src/main/features/app-update/update-origin.ts): the feed's
// scheme, and one origin for everything fetched for it.
import { describe, expect, it } from 'vitest'

import {
  builtInFeedAllowed,
  fileRefusal,
  redirectRefusal,
  requestOrigin,
  updateFeedAllowed
} from '../../../src/main/features/app-update/update-origin'

describe('the update feed', () => {
  it('PLATFORM_UPDATE_URL: https anywhere, http only on this computer', () => {
    for (const url of [
      'https://updates.example/desktop',
      'http://127.0.0.1:8787/updates',
      'http://localhost:8787/updates',
      'http://[::1]:8787/updates'
    ])
      expect(updateFeedAllowed(url), url).toBe(true)
    for (const url of [
      'http://updates.example/desktop',
      'http://192.168.1.5/updates',
      'ftp://updates.example/',
      'file:///tmp/feed',
      'updates.example',
      ''
    ])
      expect(updateFeedAllowed(url), url).toBe(false)
  })

  it("the build's own feed (app-update.yml): https only, not even http on this computer", () => {
    expect(builtInFeedAllowed('https://updates.platform-desktop.example/desktop')).toBe(true)
    expect(builtInFeedAllowed('http://127.0.0.1:8787/updates')).toBe(false)
    expect(builtInFeedAllowed('not a url')).toBe(false)
  })
})

describe('the origin of a request as Electron sends it', () => {
  it('reads the Node-style options electron-updater passes, http: when no protocol is given', () => {
    expect(
      requestOrigin({ protocol: 'https:', hostname: 'updates.example', path: '/desktop/latest.yml?noCache=1' })
    ).toBe('https://updates.example')
    expect(requestOrigin({ protocol: 'https:', hostname: 'updates.example', port: '443' })).toBe(
      'https://updates.example'
    )
    expect(requestOrigin({ protocol: 'http:', hostname: '[::1]', port: 8787 })).toBe('http://[::1]:8787')
    expect(requestOrigin({ hostname: 'updates.example' })).toBe('http://updates.example')
    expect(requestOrigin({ protocol: 'https:', hostname: 'updates.example', host: 'bucket.example' })).toBe(
      'https://bucket.example'
    )
  })
})

describe('a redirect', () => {
  const from = 'https://updates.example'

  it('is followed within the origin of the request it answers', () => {
    expect(redirectRefusal(from, 'https://updates.example/desktop/current/latest.yml')).toBeNull()
    expect(redirectRefusal(from, 'https://UPDATES.example:443/x')).toBeNull()
  })

  it('is refused off https, to another host or port, or to something that is not a web address', () => {
    expect(redirectRefusal(from, 'http://updates.example/desktop/latest.yml')?.message).toBe(
      'Update stopped: the update server https://updates.example redirected to http://updates.example; updates are only taken from https://updates.example.'
    )
    expect(redirectRefusal(from, 'https://cdn.example/latest.yml')?.message).toMatch(
      /redirected to https:\/\/cdn\.example;/
    )
    expect(redirectRefusal(from, 'https://updates.example:8443/latest.yml')?.message).toMatch(
      /redirected to https:\/\/updates\.example:8443;/
    )
    expect(redirectRefusal(from, 'javascript:alert(1)')?.message).toMatch(
      /redirected to an address that is not a web address;/
    )
    expect(redirectRefusal(null, 'https://updates.example/')?.message).toBe(
      'Update stopped: the update server redirected to https://updates.example; updates are only taken from the update feed.'
    )
  })
})

describe('a file named by the channel file', () => {
  it("must be on the feed's origin", () => {
    expect(fileRefusal('https://updates.example', new URL('https://updates.example/desktop/app.exe'))).toBeNull()
    expect(fileRefusal('https://updates.example', new URL('http://updates.example/desktop/app.exe'))?.message).toBe(
      'Update stopped: the update feed names a file on http://updates.example; updates are only taken from https://updates.example.'
    )
  })
})
