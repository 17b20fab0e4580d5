import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  createLogger,
  lastLogLines,
  LOG_KEEP,
  logFiles,
  MAX_WAITING_LINES,
  startLogger
} from '../../../src/main/core/logging/logger'
import { createFixture } from '../../support/main-app-fixture'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'logs-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const allText = async () => (await Promise.all((await logFiles(dir)).map((file) => readFile(file, 'utf8')))).join('\n')

describe('the log', () => {
  it('redacts tokens, passwords, API keys, cookies and Authorization headers by field, however nested', async () => {
    const { logger } = await createLogger({ dir })
    logger.info(
      {
        token: 'T-1',
        accessToken: 'T-2',
        access_token: 'T-3',
        refresh_token: 'T-4',
        password: 'P-1',
        apiKey: 'K-1',
        api_key: 'K-2'
      },
      'top level'
    )
    logger.info(
      {
        request: {
          headers: { authorization: 'Bearer H-1', Authorization: 'Bearer H-2', cookie: 'sid=C-1' },
          body: { password: 'P-2' }
        }
      },
      'nested'
    )
    logger.info(
      { config: { headers: { Authorization: 'Bearer H-3' }, data: 'username=a&password=P-3' } },
      'axios config'
    )
    const text = await allText()
    for (const secret of ['T-1', 'T-2', 'T-3', 'T-4', 'P-1', 'P-2', 'P-3', 'K-1', 'K-2', 'H-1', 'H-2', 'H-3', 'C-1'])
      expect(text, secret).not.toContain(secret)
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(13)
  })

  it('scrubs a live secret from messages and errors, wherever it appears', async () => {
    const { logger, secrets } = await createLogger({ dir })
    secrets.add('live-token-abcdef123456')
    logger.error(
      { err: new Error('server echoed live-token-abcdef123456 back') },
      'failed with live-token-abcdef123456'
    )
    expect(await allText()).not.toContain('live-token-abcdef123456')
  })

  it('rotates by size and keeps a bounded number of files', async () => {
    const { logger } = await createLogger({ dir, maxBytes: 4 * 1024 })
    for (let i = 0; i < 400; i++) logger.info({ i, filler: 'x'.repeat(100) }, 'line')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const files = await logFiles(dir)
    expect(files.length).toBeGreaterThan(1)
    expect(files.length).toBeLessThanOrEqual(LOG_KEEP + 1)
    const last = await lastLogLines(dir, 5)
    expect(last).toHaveLength(5)
    expect((JSON.parse(last.at(-1) ?? '{}') as { i: number }).i).toBe(399)
  })

  // POSIX modes: Windows keeps the profile private through the user's own folder ACLs.
  it.runIf(process.platform !== 'win32')(
    'log files are 0600 in a 0700 folder, rotated ones and those an earlier version left too',
    async () => {
      const logs = join(dir, 'logs')
      await mkdir(logs, { mode: 0o755 })
      await chmod(logs, 0o755)
      await writeFile(join(logs, 'main.1.log'), '{"old":true}\n', { mode: 0o644 })
      await chmod(join(logs, 'main.1.log'), 0o644)
      const { logger } = await createLogger({ dir: logs, maxBytes: 4 * 1024 })
      for (let i = 0; i < 200; i++) logger.info({ i, filler: 'x'.repeat(100) }, 'line')
      await new Promise((resolve) => setTimeout(resolve, 300))
      const files = await logFiles(logs)
      expect(files.length).toBeGreaterThan(1)
      expect((await stat(logs)).mode & 0o777).toBe(0o700)
      for (const file of files) expect((await stat(file)).mode & 0o777, file).toBe(0o600)
    }
  )

  it('a log folder that cannot be used does not stop the app: stderr, and a reason', async () => {
    const blocked = join(dir, 'logs')
    await writeFile(blocked, 'a file where the folder should be')
    const created = await createLogger({ dir: blocked })
    expect(created.fileProblem).toMatch(/^E[A-Z]+$/)
    expect(() => created.logger.info('still works')).not.toThrow()
    expect(await readdir(dir)).toEqual(['logs'])
  })
})

describe('the log before it is open (startLogger)', () => {
  const flushed = (logger: { flush(done?: (error?: Error) => void): void }) =>
    new Promise<void>((resolve, reject) => logger.flush((error) => (error ? reject(error) : resolve())))

  it('touches no file until opened, then writes what waited first, in order, and logs on', async () => {
    const { logger, open } = startLogger({ dir })
    logger.info('first')
    logger.warn({ step: 2 }, 'second')
    expect(await readdir(dir)).toEqual([])
    expect(await open()).toBeNull()
    logger.error('third')
    await flushed(logger)
    const messages = (await lastLogLines(dir, 10)).map((line) => (JSON.parse(line) as { msg: string }).msg)
    expect(messages).toEqual(['first', 'second', 'third'])
  })

  it('scrubs a waiting line as it is logged: a secret let go before the file opens never reaches it', async () => {
    const { logger, secrets, open } = startLogger({ dir })
    secrets.add('one-time-password-123456')
    logger.warn({ detail: 'sent one-time-password-123456' }, 'sign-in failed for one-time-password-123456')
    logger.warn({ password: 'Bearer abcdefghijklmnop1234' }, 'a field named as a secret')
    secrets.remove('one-time-password-123456')
    // remove() lets go after the current task.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(secrets.contains('one-time-password-123456')).toBe(false)
    await open()
    await flushed(logger)
    const text = await allText()
    expect(text).toContain('sign-in failed for')
    expect(text).not.toContain('one-time-password-123456')
    expect(text).not.toContain('abcdefghijklmnop1234')
  })

  it('keeps at most MAX_WAITING_LINES waiting, the first ones; a flush opens the log', async () => {
    const { logger } = startLogger({ dir })
    for (let line = 0; line < MAX_WAITING_LINES + 5; line++) logger.info({ line }, 'waiting')
    await flushed(logger)
    const lines = await lastLogLines(dir, MAX_WAITING_LINES + 10)
    expect(lines).toHaveLength(MAX_WAITING_LINES)
    expect((JSON.parse(lines.at(-1) ?? '{}') as { line: number }).line).toBe(MAX_WAITING_LINES - 1)
  })

  it('goes on when pino cannot be loaded: the reason is said, logging and flushing still answer', async () => {
    const missing = Object.assign(new Error('Cannot find module pino'), { code: 'ERR_MODULE_NOT_FOUND' })
    const { logger, open } = startLogger({ dir }, () => Promise.reject(missing))
    logger.error('before')
    await flushed(logger)
    // Said as a folder that cannot be written is: with the reason's code.
    expect(await open()).toBe('ERR_MODULE_NOT_FOUND')
    logger.warn('after')
    await flushed(logger)
    expect(await readdir(dir)).toEqual([])
  })

  it('opens once, however often asked, and says why a folder that cannot be used was not', async () => {
    const blocked = join(dir, 'blocked')
    await writeFile(blocked, 'a file where the folder should be')
    const { open } = startLogger({ dir: blocked })
    const [first, second] = await Promise.all([open(), open()])
    expect(first).toMatch(/^E[A-Z]+$/)
    expect(second).toBe(first)
  })
})

describe("main's log at start", () => {
  it("opens after the page's first answer, with what main logged before it", async () => {
    const fx = await createFixture(
      null,
      {},
      undefined,
      { env: { APPIMAGE: '/x.AppImage' }, noSandbox: true },
      { openLog: false }
    )
    try {
      const logs = join(fx.dir, 'logs')
      // The AppImage without the sandbox is logged as main starts (app-notices.ts), before any window asks.
      expect(await logFiles(logs)).toEqual([])
      expect((await fx.call('app:bootstrap')).ok).toBe(true)
      await expect.poll(async () => (await lastLogLines(logs, 10)).join('\n')).toContain('without the Chromium sandbox')
    } finally {
      await fx.close()
    }
  })
})
