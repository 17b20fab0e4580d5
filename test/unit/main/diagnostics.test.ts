// Help → Export diagnostics: useful, and free of every secret.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

const TOKEN = 'diag-token-0a9b8c7d6e5f'
const PASSWORD = 'diag-password-never-here'
const API_KEY = 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'
let stub: StubPlatform
let fx: Fixture
let out: string

afterEach(async () => {
  await rm(out, { recursive: true, force: true })
})
const closing = closeAfterEach()

describe('export diagnostics', () => {
  it('writes versions, settings, job state and recent log lines, and no secret of any kind', async () => {
    out = await mkdtemp(join(tmpdir(), 'diag-'))
    const target = join(out, 'report.txt')
    stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: TOKEN } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 1 } } }),
        'GET /v1/search': () => ({ body: { results: [] } })
      })
    )
    fx = closing(await createFixture(stub.url, {}, undefined, { os: { chooseSavePath: () => Promise.resolve(target) } }))
    // A window is listening: notices go out as events.
    await fx.call('app:bootstrap')
    await fx.call('session:sign-in', { username: 'ada', password: PASSWORD, rememberMe: false })
    await fx.call('search:query', { query: 'my private search', remember: true })
    fx.app.logger.warn({ detail: `Bearer ${TOKEN}`, apiKey: API_KEY, body: `password=${PASSWORD}` }, `oops ${TOKEN}`)
    fx.app.logger.info(`a key pasted into a message: ${API_KEY}`)
    fx.app.startBackground()

    expect(await fx.call('diagnostics:export')).toEqual({ ok: true, data: { saved: true, path: target } })
    const report = await readFile(target, 'utf8')
    expect(report).toContain('## Versions')
    expect(report).toContain(`node ${process.versions.node}`)
    expect(report).toContain('"theme": "system"')
    expect(report).toMatch(/"id":"status"/)
    expect(report).toContain('oops [redacted]')
    for (const secret of [TOKEN, PASSWORD, API_KEY, 'my private search']) expect(report, secret).not.toContain(secret)
    expect(fx.events.filter((e) => e.event === 'notice').at(-1)?.payload).toMatchObject({ level: 'info', message: expect.stringContaining(target) as string })
  })

  it('cancelling the save dialog writes nothing; an unwritable place says so', async () => {
    out = await mkdtemp(join(tmpdir(), 'diag-'))
    let answer: string | null = null
    fx = closing(await createFixture(null, {}, undefined, { os: { chooseSavePath: () => Promise.resolve(answer) } }))
    expect(await fx.call('diagnostics:export')).toEqual({ ok: true, data: { saved: false, path: null } })
    answer = join(out, 'missing-folder', 'report.txt')
    expect(await fx.call('diagnostics:export')).toMatchObject({
      ok: false,
      error: { kind: 'storage', message: expect.stringMatching(/could not be saved there \(ENOENT\)/) as string }
    })
  })
})
