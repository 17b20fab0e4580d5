// Help → Export diagnostics: useful, and free of every secret.
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { lastLogLines } from '../../../src/main/core/logging/logger'
import { RENDERER_REPORTS_PER_MINUTE } from '../../../src/main/features/diagnostics'
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
    fx = closing(
      await createFixture(stub.url, {}, undefined, { os: { chooseSavePath: () => Promise.resolve(target) } })
    )
    // A window is listening: notices go out as events.
    await fx.call('app:bootstrap')
    await fx.call('session:sign-in', { username: 'ada', password: PASSWORD, rememberMe: false })
    await fx.call('search:query', { query: 'my private search', remember: true })
    await fx.call('navigation:visited', { route: { view: 'followers', userId: '8675309' } })
    fx.app.logger.warn({ detail: `Bearer ${TOKEN}`, apiKey: API_KEY, body: `password=${PASSWORD}` }, `oops ${TOKEN}`)
    fx.app.logger.info(`a key pasted into a message: ${API_KEY}`)
    fx.app.startBackground()

    expect(await fx.call('diagnostics:export')).toEqual({ ok: true, data: { saved: true, path: target } })
    const report = await readFile(target, 'utf8')
    expect(report).toContain('## Versions')
    expect(report).toContain(`node ${process.versions.node}`)
    expect(report).toContain('"theme": "system"')
    expect(report).toMatch(/"id":"status:/)
    expect(report).toContain('oops [redacted]')
    for (const secret of [TOKEN, PASSWORD, API_KEY, 'my private search', '8675309'])
      expect(report, secret).not.toContain(secret)
    expect(fx.events.filter((e) => e.event === 'notice').at(-1)?.payload).toMatchObject({
      level: 'info',
      message: expect.stringContaining(target) as string
    })
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

  it('names the crash dumps Crashpad kept, with their dates, and never copies their contents', async () => {
    out = await mkdtemp(join(tmpdir(), 'diag-'))
    const target = join(out, 'report.txt')
    fx = closing(await createFixture(null, {}, undefined, { os: { chooseSavePath: () => Promise.resolve(target) } }))
    const dumps = join(fx.dir, 'Crashpad', 'completed')
    await mkdir(dumps, { recursive: true })
    await writeFile(join(dumps, '5f1c-renderer.dmp'), 'MDMP process memory with private words')
    await utimes(join(dumps, '5f1c-renderer.dmp'), new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T10:00:00Z'))

    await fx.call('diagnostics:export')
    const report = await readFile(target, 'utf8')
    expect(report).toContain(
      `## Crash dumps (names and dates; the files stay in ${join(fx.dir, 'Crashpad')})\n2026-11-20T10:00:00.000Z 5f1c-renderer.dmp\n`
    )
    expect(report).not.toContain('private words')
  })
})

describe('renderer errors', () => {
  const logged = async () =>
    (await lastLogLines(join(fx.dir, 'logs'), 1000))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => String(line.msg).startsWith('renderer error'))

  it('reach main’s log with their kind and stacks, scrubbed of live secrets and credential-looking text', async () => {
    stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: TOKEN } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 1 } } })
      })
    )
    fx = closing(await createFixture(stub.url))
    await fx.call('session:sign-in', { username: 'ada', password: PASSWORD, rememberMe: false })
    const answer = await fx.call('diagnostics:report-renderer-error', {
      kind: 'boundary',
      message: `TypeError: cannot read scopes of ${TOKEN}`,
      stack: `TypeError: at render (app://platform/assets/index.js:1:2) Bearer ${API_KEY}`,
      componentStack: '\n    at AccountModel\n    at ViewErrorBoundary'
    })
    expect(answer).toEqual({ ok: true, data: null })
    const [line, ...others] = await logged()
    expect(others).toEqual([])
    expect(line).toMatchObject({
      level: 50,
      kind: 'boundary',
      sender: 'main-window',
      msg: 'renderer error: TypeError: cannot read scopes of [redacted]'
    })
    expect(line?.componentStack).toContain('at AccountModel')
    expect(JSON.stringify(line)).not.toContain(TOKEN)
    expect(JSON.stringify(line)).not.toContain(API_KEY)
  })

  it('a page failing in a loop is cut off, and the next line let through says how many were left out', async () => {
    let now = Date.parse('2026-11-20T10:00:00Z')
    fx = closing(await createFixture(null, {}, undefined, { now: () => now }))
    for (let i = 0; i < RENDERER_REPORTS_PER_MINUTE + 7; i++)
      await fx.call('diagnostics:report-renderer-error', { kind: 'error', message: `failure ${i}` })
    expect(await logged()).toHaveLength(RENDERER_REPORTS_PER_MINUTE)
    now += 60_000
    await fx.call('diagnostics:report-renderer-error', { kind: 'rejection', message: 'after the pause' })
    expect((await logged()).at(-1)).toMatchObject({
      kind: 'rejection',
      msg: 'renderer error: after the pause',
      notLoggedBefore: 7
    })
  })

  it('refuses a report larger than its caps or of an unknown kind, without logging it', async () => {
    fx = closing(await createFixture(null))
    expect(
      await fx.callUnchecked('diagnostics:report-renderer-error', { kind: 'boundary', message: 'x'.repeat(5000) })
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(
      await fx.callUnchecked('diagnostics:report-renderer-error', { kind: 'made-up', message: 'x' })
    ).toMatchObject({ ok: false, error: { kind: 'invalid-input' } })
    expect(await logged()).toEqual([])
  })
})
