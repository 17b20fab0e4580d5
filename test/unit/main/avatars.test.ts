// Avatars through the real IPC dispatch: main fetches only pictures it named
// to that window in a profile, and only where the avatar policy allows. The
// platform looks like a remote https server (https://platform.example.com,
// served from 127.0.0.1 by a fetch that records every URL the app asks for).
import { beforeEach, describe, expect, it } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { namedHostsFetch } from '../../support/named-hosts-fetch'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform, type StubReply } from '../../support/stub-platform'

const PLATFORM = 'https://platform.example.com'
const CDN = 'https://cdn.example.net'
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex'
)
const png = (): StubReply => ({ body: PNG, headers: { 'Content-Type': 'image/png' } })

let platform: StubPlatform
let cdn: StubPlatform
/** A service on this computer that a hostile platform would like main to call. */
let local: StubPlatform
let fx: Fixture
let seen: string[]
let avatarInProfile: unknown = null

const closing = closeAfterEach()
beforeEach(async () => {
  avatarInProfile = null
  platform = closing(
    await startStubPlatform({
      'GET /v1/maintenance/': () => ({ body: { services: [] } }),
      'POST /v1/auth/login': () => ({ body: { token: 'avatar-test-token-123' } }),
      'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'ada' } } }),
      'GET /v1/user/data/1': () => ({ body: { id: 1, name: 'Ada Lovelace', avatarUrl: avatarInProfile } }),
      'GET /avatars/1.png': png,
      'GET /avatars/moved.png': () => ({ status: 302, headers: { Location: '/avatars/1.png' } })
    })
  )
  cdn = closing(await startStubPlatform({ 'GET /a.png': png }))
  local = closing(await startStubPlatform({ 'GET /admin/reset': () => ({ body: { reset: true } }), 'GET /a.png': png }))
  seen = []
  fx = closing(
    await createFixture(null, {}, undefined, {
      fetch: namedHostsFetch({ [PLATFORM]: platform.url, [CDN]: cdn.url }, seen)
    })
  )
  expect(await fx.call('connection:save', { url: PLATFORM })).toMatchObject({ ok: true })
})

/** The platform names `avatar` in user 1's profile, and main hands the profile to `sender`. */
async function profileNaming(avatar: unknown, sender = 'window-a'): Promise<string | null> {
  avatarInProfile = avatar
  return dataOf(await fx.callFrom(sender, 'people:profile', { userId: '1' })).avatarUrl
}

const avatar = (url: string, sender = 'window-a') => fx.callFrom(sender, 'people:avatar', { url })
const loaded = { ok: true, data: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) as unknown }
const none = { ok: true, data: null }
const otherSites = (on: boolean) => fx.call('settings:update', { loadRemotePictures: on })

describe('the avatar policy, through people:profile and people:avatar', () => {
  it('a remote platform that names a service on this computer gets no request sent there, with the setting off or on', async () => {
    const url = await profileNaming(`http://127.0.0.1:${new URL(local.url).port}/admin/reset?confirm=yes`)
    expect(await avatar(url!)).toEqual(none)
    await otherSites(true)
    expect(await avatar(url!)).toEqual(none)
    for (const sneaky of [
      'http://localhost/admin/reset',
      'http://[::ffff:127.0.0.1]/admin/reset',
      'http://0x7f.1/admin/reset',
      'https://10.0.0.7/a.png',
      'https://169.254.169.254/latest/meta-data'
    ])
      expect(await avatar((await profileNaming(sneaky))!)).toEqual(none)
    expect(local.requests).toEqual([])
    expect(seen.filter((u) => !u.startsWith(PLATFORM))).toEqual([])
  })

  it('loads a picture from the platform’s own origin with the setting off, and sends no credential', async () => {
    await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false })
    const url = await profileNaming(`${PLATFORM}/avatars/1.png`)
    expect(await avatar(url!)).toEqual(loaded)
    expect(platform.requests.find((r) => r.path === '/avatars/1.png')?.headers.authorization).toBeUndefined()
  })

  it('loads another website’s picture only with “Load pictures from other websites” on, and then over https only', async () => {
    const url = await profileNaming(`${CDN}/a.png`)
    expect(await avatar(url!)).toEqual(none)
    expect(cdn.requests).toEqual([])

    await otherSites(true)
    expect(await avatar(url!)).toEqual(loaded)
    expect(cdn.requests.map((r) => r.path)).toEqual(['/a.png'])

    expect(await avatar((await profileNaming('http://cdn.example.net/a.png'))!)).toEqual(none)
    await otherSites(false)
    expect(await avatar(url!)).toEqual(none)
    expect(cdn.requests).toHaveLength(1)
  })

  it('a platform on this computer may name pictures elsewhere on it, with the setting on', async () => {
    await fx.call('connection:save', { url: platform.url })
    await otherSites(true)
    expect(await avatar((await profileNaming(`${local.url}/a.png`))!)).toEqual(loaded)
  })

  it('follows a redirect within the picture’s origin and refuses one to this computer, sending nothing there', async () => {
    expect(await avatar((await profileNaming(`${PLATFORM}/avatars/moved.png`))!)).toEqual(loaded)
    platform.on('GET /avatars/moved.png', () => ({
      status: 302,
      headers: { Location: `${local.url}/admin/reset?confirm=yes` }
    }))
    await otherSites(true)
    expect(await avatar(`${PLATFORM}/avatars/moved.png`)).toEqual(none)
    expect(local.requests).toEqual([])
  })
})

describe('people:avatar serves only what main handed to that window', () => {
  it('a URL the page names itself gets null and no request, even where the policy would allow it', async () => {
    await otherSites(true)
    await profileNaming(`${CDN}/a.png`)
    expect(await avatar(`${CDN}/a.png?typed=hunter2`)).toEqual(none)
    expect(await avatar(`${PLATFORM}/avatars/1.png`)).toEqual(none)
    expect(seen.filter((u) => u.includes('/a.png') || u.includes('/avatars/'))).toEqual([])
  })

  it('a URL handed to window A is refused for window B', async () => {
    const url = await profileNaming(`${PLATFORM}/avatars/1.png`, 'window-a')
    expect(await avatar(url!, 'window-b')).toEqual(none)
    expect(platform.requests.filter((r) => r.path === '/avatars/1.png')).toEqual([])
    expect(await avatar(url!, 'window-a')).toEqual(loaded)
  })

  it('forgets a window’s pictures when the window closes, at sign-out and when the server changes', async () => {
    const url = (await profileNaming(`${PLATFORM}/avatars/1.png`))!
    fx.app.rendererClosed('window-a')
    expect(await avatar(url)).toEqual(none)

    await profileNaming(url)
    await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false })
    await fx.call('session:sign-out')
    expect(await avatar(url)).toEqual(none)

    await profileNaming(url)
    expect(await fx.call('connection:save', { url: platform.url })).toMatchObject({ ok: true })
    await fx.call('connection:save', { url: PLATFORM })
    expect(await avatar(url)).toEqual(none)
    expect(platform.requests.filter((r) => r.path === '/avatars/1.png')).toEqual([])
  })
})

describe('what comes back', () => {
  it.each<[string, StubReply]>([
    [
      'an SVG',
      {
        body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        headers: { 'Content-Type': 'image/svg+xml' }
      }
    ],
    ['HTML labelled as PNG', { body: '<html>nope</html>', headers: { 'Content-Type': 'image/png' } }],
    ['a 404', { status: 404, body: {} }],
    ['an image over 1 MB', { body: 'x'.repeat(1024 * 1024 + 10), headers: { 'Content-Type': 'image/png' } }]
  ])('refuses %s (null: the view shows initials)', async (_name, reply) => {
    platform.on('GET /avatars/odd.png', () => reply)
    expect(await avatar((await profileNaming(`${PLATFORM}/avatars/odd.png`))!)).toEqual(none)
  })

  it('a profile naming a non-web or credential-carrying address hands over nothing to load', async () => {
    for (const named of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@platform.example.com/avatars/1.png'
    ]) {
      const url = await profileNaming(named)
      if (url !== null) expect(await avatar(url)).toEqual(none)
    }
    expect(platform.requests.filter((r) => r.path.startsWith('/avatars/'))).toEqual([])
  })
})
