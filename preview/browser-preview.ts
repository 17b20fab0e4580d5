// `npm run demo`'s browser preview, for where no Electron binary could be
// installed: the real main process (createMainApp) in this Node process, the
// built renderer in a Chromium window bound to it (page-host.ts, as in the
// e2e harness), and the OS parts printed to the terminal
// (terminal-surfaces.ts). Closing the window stops it all.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

import { type BrowserContext, chromium, type Page } from '@playwright/test'

import { chromiumArgs, chromiumBinary } from '../scripts/chromium-binary.mjs'
import { createMainApp, type MainApp } from '../src/main/app/main-app'
import { WORKER_HEAP_MB } from '../src/main/core/body/body-reader'
import { createStandInEncryptor } from '../test/support/stand-in-encryptor'
import { apiFetch, bindPage, rendererBuilt, ROOT, serveStatic } from './page-host'
import { installMenuKeys, terminalSurfaces } from './terminal-surfaces'

export interface PreviewOptions {
  /** The platform the app starts on (PLATFORM_BASE_URL). */
  baseUrl: string
  /** The app's profile; Chromium's own goes in a folder inside it. */
  userDataDir: string
  /** No window (tests); the page still runs in Chromium. */
  headless: boolean
  /** Chromium's --remote-debugging-port, so DevTools or a test can attach (0: any free port); none by default. */
  remoteDebuggingPort?: number
  /** Where the OS parts are told, a line each. */
  say: (line: string) => void
  /** Ctrl+C while the preview starts: it stops at once, main and the page server with it, rather than after the window is up. */
  signal?: AbortSignal
}

export interface Preview {
  page: Page
  /** http://127.0.0.1:<port> when a debugging port was asked for. */
  devtools: string | null
  /** Settles once the window has closed and main has stopped. */
  closed: Promise<void>
  /** Closes the window and stops main (Ctrl+C). */
  close(): Promise<void>
}

/** `work`, or the signal's reason as soon as it is aborted (the work itself goes on: the caller undoes what it did). */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return work
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version

export async function openPreview(options: PreviewOptions): Promise<Preview> {
  options.signal?.throwIfAborted()
  if (!rendererBuilt()) throw new Error('The renderer is not built: run `npm run build` first.')
  const found = chromiumBinary()
  if (!found)
    throw new Error('No Chromium found: install one (Debian/Ubuntu: `apt-get install chromium`) or set CHROMIUM_PATH.')
  const { say } = options
  const os = terminalSurfaces(say, process.platform)
  const main = await createMainApp({
    userDataDir: options.userDataDir,
    env: { ...process.env, PLATFORM_BASE_URL: options.baseUrl },
    // The e2e harness's stand-in of Electron's safeStorage (its Linux keyring): the preview's profile is thrown away at the end.
    encryptor: createStandInEncryptor(),
    openExternal: (url) => {
      say(`[link] ${url} would open in your browser.`)
      return Promise.resolve()
    },
    platform: process.platform,
    version,
    os: os.surfaces,
    fetch: apiFetch(),
    // The worker the build put beside main, as the app starts it (src/main/electron/start.ts).
    spawnBodyWorker: () =>
      new Worker(join(ROOT, 'out/main/body-worker.cjs'), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } })
  })
  // As the Electron host does: what nothing caught is logged and said in the window, never a crash.
  const unexpected = (error: unknown) => main.unexpectedError(error)
  process.on('uncaughtException', unexpected)
  process.on('unhandledRejection', unexpected)
  let stopped: Promise<void> | null = null
  const stopMain = () =>
    (stopped ??= (async () => {
      process.off('uncaughtException', unexpected)
      process.off('unhandledRejection', unexpected)
      await main.dispose()
    })())

  let site: Awaited<ReturnType<typeof serveStatic>> | null = null
  let launching: Promise<BrowserContext> | null = null
  let context: BrowserContext | null = null
  try {
    options.signal?.throwIfAborted()
    site = await serveStatic()
    const profile = join(options.userDataDir, 'chromium')
    const debugging =
      options.remoteDebuggingPort === undefined ? [] : [`--remote-debugging-port=${options.remoteDebuggingPort}`]
    launching = chromium.launchPersistentContext(profile, {
      ...(found.path === undefined ? {} : { executablePath: found.path }),
      headless: options.headless,
      args: [...chromiumArgs, ...debugging, ...(options.headless ? [] : ['--window-size=1200,820'])],
      // A window the person resizes: the page follows it, as in the app.
      ...(options.headless ? {} : { viewport: null }),
      // Ctrl+C is the demo's to handle: it closes the window and stops main first.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false
    })
    // On a busy machine Chromium's launch and the page's first load take seconds each: Ctrl+C does not wait for them.
    context = await unlessAborted(launching, options.signal)
    const page = context.pages()[0] ?? (await context.newPage())
    return await unlessAborted(
      show(
        page,
        context,
        site,
        main,
        options,
        os,
        stopMain,
        await devtoolsAddress(profile, options.remoteDebuggingPort)
      ),
      options.signal
    )
  } catch (error) {
    // A launch that Ctrl+C overtook closes once it is up; should the process end first, Playwright's own exit handler
    // kills it (packages/utils/processLauncher.ts, exitHandler).
    if (context === null) void launching?.then((late) => late.close()).catch(() => undefined)
    await context?.close().catch(() => undefined)
    await site?.close()
    await stopMain()
    throw error
  }
}

async function show(
  page: Page,
  context: BrowserContext,
  site: { url: string; close(): Promise<void> },
  main: MainApp,
  options: PreviewOptions,
  os: ReturnType<typeof terminalSurfaces>,
  stopMain: () => Promise<void>,
  devtools: string | null
): Promise<Preview> {
  const unsubscribe = await bindPage(page, main, site.url)
  await installMenuKeys(page, main, os, options.say, process.platform)
  await page.goto(`${site.url}/index.html`)
  // As the Electron host does once its window is up.
  main.startBackgroundOnceStarted()

  let finished: () => void = () => undefined
  const closed = new Promise<void>((done) => (finished = done))
  let stopping: Promise<void> | null = null
  const close = () =>
    (stopping ??= (async () => {
      unsubscribe()
      try {
        await context.close().catch(() => undefined)
        await site.close()
      } finally {
        await stopMain()
        finished()
      }
    })())
  // The person closed the tab, or the window (Chromium then quits): the app has no window left, so it stops.
  page.on('close', () => void close())
  context.on('close', () => void close())
  return { page, devtools, closed, close }
}

/** Chromium writes the port it listens on into DevToolsActivePort in its profile once it is up. */
async function devtoolsAddress(profile: string, port: number | undefined): Promise<string | null> {
  if (port === undefined) return null
  const file = join(profile, 'DevToolsActivePort')
  for (let tries = 0; tries < 50 && !existsSync(file); tries++) await new Promise((done) => setTimeout(done, 100))
  const actual = existsSync(file) ? readFileSync(file, 'utf8').split('\n')[0] : null
  return actual ? `http://127.0.0.1:${actual}` : null
}
