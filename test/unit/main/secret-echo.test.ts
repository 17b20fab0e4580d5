// A hostile platform that echoes whatever secret it was sent — the bearer
// token, the password being submitted — in every string field and key of
// every answer, under names no reader knows (`session.bearer`,
// `debug.auth`). Every IPC channel is called and every event collected: no
// answer and no event may carry a live secret to the page.
import { expect, it } from 'vitest'

import { type Channel, channelNames, type RequestOf, type ResponseOf } from '../../../src/shared/ipc'
import type { Result } from '../../../src/shared/result'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform, type StubRequest } from '../../support/stub-platform'

const TOKEN = 'echo-token-9f8e7d6c5b4a3210'
const PASSWORD = 'correct horse battery staple'
const LEAK_PASSWORD = 'leaked-password-123456'

let stub: StubPlatform
let fx: Fixture

const closing = closeAfterEach()

/** What the platform was sent that it should never have repeated. */
function secretsIn(request: StubRequest): string {
  const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? ''
  const form = new URLSearchParams(request.body).get('password') ?? ''
  let json: string
  try {
    const password = (JSON.parse(request.body || 'null') as { password?: unknown } | null)?.password
    json = typeof password === 'string' ? password : ''
  } catch {
    json = ''
  }
  return [bearer, form, json].filter(Boolean).join(' ') || TOKEN
}

/** Every shape a reader reads, every field of it the echoed secret. */
function echo(secret: string): Record<string, unknown> {
  const person = {
    id: 1,
    username: secret,
    name: secret,
    email: secret,
    bio: secret,
    lastSeen: secret,
    followersCount: 2,
    [secret]: secret,
    session: { bearer: secret },
    debug: { auth: `Bearer ${secret}` }
  }
  return {
    ...person,
    message: secret,
    token: TOKEN,
    user: person,
    authData: {
      userId: 1,
      username: secret,
      user: secret,
      scopes: [secret],
      type: secret,
      note: { bearer: secret },
      [secret]: 1
    },
    followers: [person, secret, { user: person }],
    following: [secret],
    results: [
      {
        type: secret,
        title: secret,
        description: secret,
        url: `https://platform.example/${secret}`,
        id: 1,
        login: secret
      }
    ],
    notifications: [{ id: 1, title: secret, body: secret, type: secret, date: '2026-11-01T09:00:00Z' }, secret],
    updates: [{ id: 1, title: secret, body: secret, tags: [secret] }, secret],
    services: [{ id: 'api', name: secret }, 'search'],
    state: 'operational',
    status: secret,
    limits: { [secret]: secret, requests: secret },
    plan: { name: secret },
    pwned: true,
    count: 3
  }
}

const reply = (request: StubRequest) => ({ body: echo(secretsIn(request)) })

/** Every channel with an argument that gets its handler to work; a new channel must be added here. */
const REQUESTS: { [C in Channel]: RequestOf<C> } = {
  'app:bootstrap': undefined,
  'navigation:visited': { route: { view: 'profile', userId: '1' } },
  'settings:update': { theme: 'dark' },
  'connection:save': { url: 'http://127.0.0.1:1' },
  'connection:forget': undefined,
  'connection:cancel': undefined,
  'accounts:list': undefined,
  // These four get the real ids once they are known (the stub's address, the signed-in account, the added one).
  'accounts:add': { url: 'http://127.0.0.1:1' },
  'accounts:cancel-add': { id: 'a0000000000000000' },
  'accounts:switch': { id: 'a0000000000000000' },
  'accounts:sign-out-all': undefined,
  'accounts:remove': { id: 'a0000000000000000' },
  'shell:open-external': { url: 'https://platform.example/help' },
  'session:get': undefined,
  'session:retry-restore': undefined,
  'session:relaunch': undefined,
  'session:sign-in': { username: 'ada', password: PASSWORD, rememberMe: false },
  'session:sign-in-with-key': { apiKey: TOKEN, remember: false },
  'session:sign-out': undefined,
  'session:token-info': undefined,
  'people:profile': { userId: '1' },
  'people:activity': { userId: '1' },
  'people:followers': { userId: '1' },
  'people:avatar': { url: `https://platform.example/${TOKEN}.png` },
  'search:query': { query: 'ada', remember: true },
  'search:cancel': undefined,
  'search:remember': { query: 'remember-needle' },
  'search:recent': undefined,
  'search:clear-recent': undefined,
  'status:get': undefined,
  'status:looked': undefined,
  'status:check-now': undefined,
  'status:platform-updates': { limit: 10 },
  'status:updates-unseen': undefined,
  'status:updates-seen': { marks: ['0123456789abcdef01234567'] },
  'account:info': undefined,
  'account:pwned-check': { password: LEAK_PASSWORD },
  'ping:get': undefined,
  'context-menu:person': { userId: '1', username: 'ada' },
  'notifications:list': undefined,
  'notifications:mark-read': { keys: ['id:1'] },
  'notifications:mark-unread': { keys: ['id:1'] },
  'notifications:mark-all-read': undefined,
  'notifications:visited': { keys: ['id:1'] },
  'app-update:get': undefined,
  'app-update:check': undefined,
  'app-update:download': undefined,
  'app-update:restart': undefined,
  'diagnostics:export': undefined,
  'diagnostics:report-renderer-error': { kind: 'error', message: `a page error that quotes ${TOKEN}` },
  'proxy:login': { id: 'proxy-1', username: 'me', password: 'proxy-password-1' },
  'proxy:cancel': { id: 'proxy-1' },
  'offline-cache:answers': undefined,
  'offline-cache:screen': undefined,
  'offline-cache:keep-screen': {
    html: '<div class="shell"><main><h2>Demo User</h2></main></div>',
    stylesheet: '/assets/index.css',
    route: { view: 'profile' },
    lang: 'en-US',
    dir: 'ltr'
  },
  'stored-data:size': undefined,
  'stored-data:clear': undefined
}

// Last: they end the session the others need.
const LAST: readonly Channel[] = [
  'accounts:sign-out-all',
  'accounts:remove',
  'connection:save',
  'connection:forget',
  'session:sign-out'
]

it('no answer on any channel, and no event, carries a live secret the platform echoed', async () => {
  const routes = [
    'POST /v1/auth/login',
    'GET /v1/auth/token',
    'GET /v1/user/data/1',
    'GET /v1/user/activity/1',
    'GET /v1/user/followers',
    'GET /v1/search',
    'GET /v1/maintenance/',
    'GET /v1/maintenance/api',
    'GET /v1/maintenance/search',
    'GET /v1/other/updates/10',
    'GET /v1/other/updates/20',
    'GET /v1/account/info',
    'POST /v1/account/PwnedAPI/',
    'POST /v1/other/Ping',
    'GET /v1/account/notifications/'
  ]
  stub = closing(await startStubPlatform(Object.fromEntries(routes.map((route) => [route, reply]))))
  fx = closing(await createFixture(stub.url, {}, undefined, { os: { confirm: () => Promise.resolve(true) } }))
  fx.app.startBackground()
  const answers: Record<string, unknown> = {}
  const signedIn = await fx.call('session:sign-in', REQUESTS['session:sign-in'])
  expect(signedIn.ok).toBe(true)
  answers['session:sign-in'] = signedIn
  const account = String(dataOf(await fx.call('accounts:list')).active)
  REQUESTS['accounts:add'] = { url: stub.url }
  REQUESTS['accounts:switch'] = { id: account }
  REQUESTS['accounts:remove'] = { id: account }
  let added: Result<ResponseOf<'accounts:add'>> = {
    ok: false,
    error: { kind: 'internal', message: 'accounts:add was not called' }
  }
  for (const channel of channelNames) {
    if (channel === 'session:sign-in' || LAST.includes(channel)) continue
    // The account Add account made for the stub, not signed in: given up again.
    if (channel === 'accounts:cancel-add') REQUESTS[channel] = { id: dataOf<ResponseOf<'accounts:add'>>(added).id }
    const answer = await fx.call(channel, REQUESTS[channel])
    if (channel === 'accounts:add') added = answer as typeof added
    answers[channel] = answer
  }
  expect(answers['accounts:add']).toMatchObject({ ok: true, data: { baseUrl: stub.url } })
  await expect
    .poll(() => fx.payloadsOf('status:changed').some(({ data: snapshot }) => snapshot.checkedAt !== null))
    .toBe(true)
  await expect.poll(() => fx.events.some((e) => e.event === 'notifications:changed')).toBe(true)
  for (const channel of LAST) answers[channel] = await fx.call(channel, REQUESTS[channel])

  // The platform really did echo them: what it sent back carries every secret.
  const reached = (secret: string) => stub.requests.some((request) => secretsIn(request).includes(secret))
  expect([TOKEN, PASSWORD, LEAK_PASSWORD].map(reached)).toEqual([true, true, true])
  for (const channel of ['accounts:switch', 'accounts:sign-out-all', 'accounts:remove'] as const)
    expect(answers[channel], channel).toMatchObject({ ok: true })
  expect(answers['people:profile']).toMatchObject({ ok: true, data: { extra: { session: { bearer: '[redacted]' } } } })

  const crossed = JSON.stringify({ answers, events: fx.events })
  for (const secret of [TOKEN, PASSWORD, LEAK_PASSWORD])
    expect(crossed, `a live secret crossed IPC: ${secret}`).not.toContain(secret)
  // The name shown for the session is never the echoed password.
  expect(answers['session:get']).toMatchObject({ ok: true, data: { username: 'ada' } })
})
