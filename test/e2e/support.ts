// The Playwright fixtures every e2e spec uses (a reference server, a profile
// folder, launchApp with automatic close) and the steps they share: signing
// in, the "the token is nowhere" check, no unhandled error in main or
// renderer. The fault matrix's own vocabulary is in fault-matrix.ts.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, type Page, test as base, type TestInfo } from '@playwright/test'

import { startServer } from '../../server/index'
import { type CollectedError, launchApp, type LaunchedApp, type LaunchOptions } from './harness'

export type ReferenceServer = Awaited<ReturnType<typeof startServer>>

export interface Fixtures {
  /** A fresh reference server on 127.0.0.1 for this test. */
  server: ReferenceServer
  /** An empty profile folder that outlives one launch (for restarts). */
  profile: string
  /** launchApp, with every launched app closed after the test and then checked for unhandled errors. */
  launch: (options?: LaunchOptions) => Promise<LaunchedApp>
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring to see no dependencies.
  server: async ({}, use) => {
    const server = await startServer({ port: 0, host: '127.0.0.1' })
    await use(server)
    await server.close()
  },
  // eslint-disable-next-line no-empty-pattern
  profile: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'pd-e2e-profile-'))
    await use(dir)
    // A write main finishes as the app closes (the offline cache's last save) can land while the folder goes: retried.
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  },
  // eslint-disable-next-line no-empty-pattern
  launch: async ({}, use, testInfo) => {
    const launched: LaunchedApp[] = []
    await use(async (options) => {
      const app = await launchApp(options)
      launched.push(app)
      return app
    })
    if (testInfo.status !== testInfo.expectedStatus) await keepLastScreens(launched, testInfo)
    for (const app of launched) await app.close().catch(() => undefined)
    // After closing, so what went wrong while the app shut down counts too.
    for (const app of launched) expectNoUnhandledErrors(app)
  }
})
export { expect }

/**
 * A failed test keeps each window's last screen and DOM, attached to its report. The trace (playwright.config.ts) keeps
 * the actions, console and network but no snapshot per action, which cost a third of the e2e suite's CPU.
 */
async function keepLastScreens(launched: LaunchedApp[], testInfo: TestInfo): Promise<void> {
  // Files in the test's output folder, which CI keeps (.github/workflows/ci.yml), not only in the report.
  for (const [index, { page }] of launched.entries()) {
    const name = `window-${index + 1}`
    const screen = testInfo.outputPath(`${name}.png`)
    await page
      .screenshot({ path: screen, timeout: 5_000 })
      .then(() => testInfo.attach(`${name}.png`, { path: screen, contentType: 'image/png' }))
      .catch(() => undefined)
    const dom = testInfo.outputPath(`${name}.html`)
    await page
      .content()
      .then((html) => writeFile(dom, html))
      .then(() => testInfo.attach(`${name}.html`, { path: dom, contentType: 'text/html' }))
      .catch(() => undefined)
  }
}

export async function openView(page: Page, view: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: view, exact: true }).click()
}

export async function signIn(
  page: Page,
  username: string,
  password: string,
  options: { remember?: boolean; email?: string } = {}
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Username').fill(username)
  if (options.email) await page.getByLabel('Email').fill(options.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  if (options.remember) await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
}

/** Everything the page could hold: DOM, web storage, IndexedDB, bridge results. */
async function pageContents(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [
      document.documentElement.outerHTML,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage })
    ]
    for (const info of await indexedDB.databases()) {
      const name = info.name
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error(request.error?.message ?? 'IndexedDB open failed'))
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result as unknown[])
        })
        parts.push(JSON.stringify(all))
      }
      db.close()
    }
    for (const channel of ['app:bootstrap', 'session:get', 'session:token-info'] as const)
      parts.push(JSON.stringify(await window.platform[channel]()))
    return parts.join('\n')
  })
}

/** Every file's text under `dir`, but for a file gone between the listing and its reading (a temporary file renamed into place meanwhile). */
async function filesUnder(dir: string): Promise<string> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const text = await readFile(join(entry.parentPath, entry.name), 'latin1').catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ''
      throw error
    })
    out.push(text)
  }
  return out.join('\n')
}

export async function expectTokenNowhere(app: LaunchedApp, token: string, options: { onDisk: boolean }) {
  expect(token.length).toBeGreaterThan(10)
  expect(await pageContents(app.page)).not.toContain(token)
  if (options.onDisk) expect(await filesUnder(app.userDataDir)).not.toContain(token)
}

const readable = (errors: CollectedError[]) => errors.map((e) => `${e.source} ${e.kind}: ${e.message}`).join('\n\n')

/** Nothing went unhandled in main or the renderer (the launch fixture checks this for every app it closes). */
export function expectNoUnhandledErrors(app: LaunchedApp) {
  const errors = app.errors()
  expect(errors, `Unhandled errors while the app ran:\n${readable(errors)}`).toEqual([])
}
