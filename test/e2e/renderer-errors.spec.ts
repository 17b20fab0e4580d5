// An error in the page reaches main's log through the one scrubbed,
// rate-limited channel (diagnostics:report-renderer-error), once per
// distinct error. Launched without the `launch` fixture: these errors are
// thrown on purpose, and the fixture fails any test that leaves one.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { launchApp } from './harness'
import { expect, test } from './support'

const LEAKED = 'e2e-leaked-credential-5a4b3c2d1e'

interface LogLine {
  msg: string
  kind?: string
}

const rendererErrors = async (profile: string): Promise<LogLine[]> => {
  const text = await readFile(join(profile, 'logs', 'main.1.log'), 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg.startsWith('renderer error'))
}

test('a thrown error and an unhandled rejection in the page reach main’s log, once each, without the credential they quoted', async ({
  server,
  profile
}) => {
  const app = await launchApp({ baseUrl: server.url, userDataDir: profile })
  try {
    await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await app.page.evaluate((leaked) => {
      // The same error twice (same message, same stack), as a render loop would throw it.
      const fail = () => {
        throw new Error(`the view could not read its data (Authorization: Bearer ${leaked})`)
      }
      setTimeout(fail, 0)
      setTimeout(fail, 0)
      void Promise.reject(new Error('a request nobody awaited failed'))
    }, LEAKED)

    // Sorted: the two reports cross IPC independently.
    await expect
      .poll(async () => (await rendererErrors(profile)).map((line) => `${line.kind ?? ''} ${line.msg}`).sort())
      .toEqual([
        'error renderer error: Error: the view could not read its data (Authorization: Bearer [redacted]',
        'rejection renderer error: Error: a request nobody awaited failed'
      ])
    // The page carries on: nothing it shows changed.
    await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  } finally {
    await app.close()
  }
  const logged = await readFile(join(profile, 'logs', 'main.1.log'), 'utf8')
  expect(logged).not.toContain(LEAKED)
  // Only the errors thrown on purpose went unhandled.
  expect(app.errors().map((error) => error.kind)).toEqual(expect.arrayContaining(['pageerror']))
  for (const error of app.errors()) expect(error.message).toMatch(/could not read its data|nobody awaited/)
})
