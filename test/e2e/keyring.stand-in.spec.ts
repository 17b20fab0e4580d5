// Cases that need the recorded OS stand-ins of the browser project (the
// keyring backend is chosen by the test); the electron project ignores
// *.stand-in.spec.ts because a real OS keyring cannot be switched.
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import type { LaunchedApp } from './harness'
import { expect, expectSignedIn, expectTokenNowhere, signIn, test } from './support'

/** The token main holds (browser target), else null. */
const heldToken = (launched: LaunchedApp) => launched.main?.accounts.activeContext()?.session.token() ?? null

test('without a keyring (only the public fallback key) the token is not written and the user is told once', async ({
  server,
  profile,
  launch
}) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { store: 'unavailable' } })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await expect(app.page.getByRole('alert').filter({ hasText: 'No keyring would protect your sign-in' })).toHaveCount(1)
  await expectTokenNowhere(app, heldToken(app)!, { onDisk: true })
  await app.close()
  app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { store: 'unavailable' } })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('a keyring change makes the saved token undecryptable: it is discarded with a message and the app starts', async ({
  server,
  profile,
  launch
}) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { keyring: 'first' } })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await app.close()
  app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { keyring: 'second' } })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(app.page.getByRole('alert').filter({ hasText: 'could not be read' })).toBeVisible()
})

test('start-up does not wait for a keyring prompt: the window says "Restoring your sign-in…" until it is answered', async ({
  server,
  profile,
  launch
}) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await app.close()

  app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { prompting: true } })
  await expect(app.page.getByRole('status').filter({ hasText: 'Restoring your sign-in…' })).toBeVisible()
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0)
  await expect.poll(() => app.standIns?.encryptor.safeStorage.waiting).toBe(true)
  app.standIns?.encryptor.safeStorage.answer('secret-service')
  await expectSignedIn(app.page)
})

test('a keyring that gives no key keeps the saved sign-in and offers Quit and reopen; the next start with the keyring restores it', async ({
  server,
  profile,
  launch
}) => {
  let app = await launch({ baseUrl: server.url, userDataDir: profile })
  await signIn(app.page, 'demo', 'demo1234', { remember: true })
  await expectSignedIn(app.page)
  await app.close()

  app = await launch({ baseUrl: server.url, userDataDir: profile, encryption: { store: 'unavailable' } })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(
    app.page.getByRole('alert').filter({ hasText: 'keyring did not give Platform Desktop the key' })
  ).toBeVisible()
  // Electron asks the keyring once per run, so Try again could never work here: only a new run asks again.
  await expect(app.page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await app.page.getByRole('button', { name: 'Quit and reopen' }).click()
  await expect.poll(() => app.standIns?.relaunches).toEqual([{ args: [] }])
  // The account's own credential file (credentials.<account id>.json) is kept for the new run.
  expect(await readdir(profile)).toContainEqual(expect.stringMatching(/^credentials\.a[0-9a-f]{16}\.json$/))
  await app.close()

  app = await launch({ baseUrl: server.url, userDataDir: profile })
  await expectSignedIn(app.page)
})

test('a corrupted settings file is moved aside and the user is told; the app starts with defaults', async ({
  profile,
  launch
}) => {
  await writeFile(join(profile, 'settings.json'), '{"baseUrl": 12, "theme":')
  const app = await launch({ userDataDir: profile })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeVisible()
  await expect(app.page.getByRole('alert').filter({ hasText: 'settings file could not be read' })).toBeVisible()
  expect((await readdir(profile)).some((name) => name.startsWith('settings.corrupt-'))).toBe(true)
})
