// Cases that need the recorded OS stand-ins of the browser project (the
// keyring backend is chosen by the test); the electron project ignores
// *.stand-in.spec.ts because a real OS keyring cannot be switched.
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { LaunchedApp } from './harness'
import { expect, expectSignedIn, expectTokenNowhere, signIn, test } from './support'

/** The token main holds (browser target), else null. */
const heldToken = (launched: LaunchedApp) => launched.main?.session.token() ?? null

test('without a keyring the token is not written and the user is told once', async ({ server, profile, launch }) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { backend: 'basic_text' } })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await expect(app.page.getByRole('alert').filter({ hasText: 'no keyring' })).toHaveCount(1)
  await expectTokenNowhere(app, heldToken(app)!, { onDisk: true })
  await app.close()
  app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { backend: 'basic_text' } })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('a keyring change makes the saved token undecryptable: it is discarded with a message and the app starts', async ({ server, profile, launch }) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { keyring: 'first' } })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await app.close()
  app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { keyring: 'second' } })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(app.page.getByRole('alert').filter({ hasText: 'could not be read' })).toBeVisible()
})

test('a corrupted settings file is moved aside and the user is told; the app starts with defaults', async ({ profile, launch }) => {
  await writeFile(join(profile, 'settings.json'), '{"baseUrl": 12, "theme":')
  const app = await launch({ userDataDir: profile })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeVisible()
  await expect(app.page.getByRole('alert').filter({ hasText: 'settings file could not be read' })).toBeVisible()
  expect((await readdir(profile)).some((name) => name.startsWith('settings.corrupt-'))).toBe(true)
})
