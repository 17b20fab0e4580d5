// The built renderer in Chromium, bound to main's real handlers running in
// this Node process: the part the e2e harness (test/e2e/harness.ts) and
// `npm run demo`'s browser preview (preview/browser-preview.ts) share, so the
// preview is the page the tests drive, bound the same way. It serves
// out/renderer under the app's CSP, gives the page a `window.platform` whose
// every call goes to main's dispatch (createMainApp) with register-ipc's
// sender check, forwards main's events to it, and chooses how main reaches
// the network: the app's own Electron adapter (client-request-fetch.ts) over a
// stand-in of net.ClientRequest, so the code that ships makes the requests.
// Not part of the app: nothing under src/ imports it, and it is not packaged.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize, relative, resolve, sep } from 'node:path'

import type { Page } from '@playwright/test'

import type { MainApp } from '../src/main/app/main-app'
import { clientRequestFetch } from '../src/main/core/api/client-request-fetch'
import { rendererResponse } from '../src/main/core/security/renderer-types'
import { BRIDGE_NAMES, createBridge } from '../src/preload/bridge'
import type { PlatformBridge } from '../src/shared/ipc'
import { clientRequestStandIn, type OpenedRequest } from '../test/support/client-request-stand-in'

export const ROOT = resolve(import.meta.dirname, '..')
export const RENDERER_DIR = join(ROOT, 'out/renderer')

/** Whether `npm run build` has left a renderer to serve. */
export const rendererBuilt = (): boolean => existsSync(join(RENDERER_DIR, 'index.html'))

declare global {
  interface Window {
    platform: PlatformBridge
    __platformEmit?: (event: string, payload: unknown) => void
  }
}

/** How main reaches the platform outside Electron: the app's Electron network adapter over a stand-in of net.ClientRequest. */
export function apiFetch(opened?: OpenedRequest[]): typeof fetch {
  return clientRequestFetch(clientRequestStandIn(opened))
}

/**
 * Serves a folder (the built renderer) on 127.0.0.1 with the same CSP the app's custom protocol sends, so the page runs
 * under the real policy; the page's HTML goes through `startPage` as main's protocol handler sends it
 * (src/main/electron/renderer-protocol.ts: MainApp.startPage, never stored).
 */
export async function serveStatic(
  root: string = RENDERER_DIR,
  startPage?: (html: string) => Promise<string>
): Promise<{ url: string; close(): Promise<void> }> {
  const base = normalize(root + sep)
  const server = createServer((request, response) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    } catch {
      response.writeHead(400).end()
      return
    }
    const file = normalize(join(base, path === '/' ? 'index.html' : path))
    if (!file.startsWith(base)) {
      response.writeHead(404).end()
      return
    }
    readFile(file).then(
      async (read) => {
        const { body, headers } = await rendererResponse(relative(base, file), read, startPage)
        response.writeHead(200, headers)
        response.end(body)
      },
      () => response.writeHead(404).end()
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      })
  }
}

/**
 * page.addInitScript for one of our functions. Loaded through tsx (the demo),
 * a function carries esbuild's keepNames calls (`__name(fn, "name")`), which
 * the page has no helper for: the script brings its own.
 */
export async function addPageScript<A>(page: Page, script: (arg: A) => void, arg: A): Promise<void> {
  await page.addInitScript({
    content: `(() => { const __name = (target) => target; (${script.toString()})(${JSON.stringify(arg)}) })()`
  })
}

/** In the page, before its scripts: window.platform from createBridge, its transport the binding and __platformEmit. */
function harnessBridge(create: typeof createBridge, names: typeof BRIDGE_NAMES): void {
  const invoke = (window as unknown as { __platformInvoke: (c: string, r: unknown, a: unknown) => Promise<unknown> })
    .__platformInvoke
  const deliverers = new Map<string, (payload: unknown) => void>()
  // With `window.__ipcMarks` set (the bench does), each answer leaves a performance mark
  // `ipc:<channel>` at the first task after it arrived: Playwright's delivery of a big
  // answer keeps the page's main thread busy for a while after the promise settles (Electron's
  // IPC has no such tail), and that is the harness's time, not the renderer's.
  const answered = (channel: string) => (result: unknown) => {
    if ((window as unknown as { __ipcMarks?: boolean }).__ipcMarks)
      setTimeout(() => performance.mark(`ipc:${channel}`), 0)
    return result
  }
  const bridge = create(
    {
      invoke: (channel, request, account) => invoke(channel, request, account).then(answered(channel)),
      listen: (event, deliver) => void deliverers.set(event, deliver)
    },
    names
  )
  Object.defineProperty(window, 'platform', { value: Object.freeze(bridge), configurable: false, writable: false })
  window.__platformEmit = (event, payload) => deliverers.get(event)?.(payload)
}

/**
 * Gives `page` its `window.platform` before any of its scripts run: each
 * channel a function that main's dispatch answers, `on` for main's events.
 * Only the page's own main frame, on `siteUrl`'s origin, is answered (the
 * harness's version of register-ipc's sender check). Call before the page
 * loads; returns what stops the events.
 */
export async function bindPage(page: Page, main: MainApp, siteUrl: string): Promise<() => void> {
  const origin = new URL(siteUrl).origin
  await page.exposeBinding('__platformInvoke', ({ frame }, channel: unknown, request: unknown, account: unknown) => {
    if (frame !== page.mainFrame() || new URL(frame.url()).origin !== origin)
      return { ok: false, error: { kind: 'forbidden', message: 'Not our page.' } }
    return main.dispatch(channel, request, { sender: 'main-window', account })
  })
  // The preload's own bridge (src/preload/bridge.ts), its source sent into the page, over the binding.
  await page.addInitScript({
    content: `(() => { const __name = (target) => target; (${harnessBridge.toString()})(${createBridge.toString()}, ${JSON.stringify(BRIDGE_NAMES)}) })()`
  })
  return main.onEvent((event, payload) => {
    void page.evaluate(([e, p]) => window.__platformEmit?.(e, p), [event, payload] as const).catch(() => undefined)
  })
}
