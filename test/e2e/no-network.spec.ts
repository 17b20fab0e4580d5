// The renderer makes no network requests of its own (docs/architecture.md, Processes and layers): it is
// served its own built files and reaches the platform only through main, over
// the bridge. Every request the page makes — across a sign-in and a visit to
// every view — must be for its own origin: the harness's static server in the
// browser project, app://platform in the Electron one. Never the platform
// server, never anywhere else.
import { expect, expectSignedIn, openView, signIn, test } from './support'

const VIEWS = ['Profile', 'Followers', 'Search', 'Status', 'Notifications', 'Account', 'Settings'] as const

/**
 * scheme://host[:port]. Built by hand because URL gives custom schemes
 * (app://platform) the opaque origin "null", which would match nothing.
 */
function originOf(raw: string): string {
  const url = new URL(raw)
  return `${url.protocol}//${url.host}`
}

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

test('the renderer requests nothing but its own files, from sign-in through every view', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  const { page } = app
  const context = page.context()

  const requests: string[] = []
  const webSockets: string[] = []
  const workers: string[] = []
  // The context sees the page's requests and those of any service worker it starts.
  context.on('request', (request) => requests.push(request.url()))
  context.on('serviceworker', (worker) => workers.push(`service worker ${worker.url()}`))
  page.on('worker', (worker) => workers.push(`worker ${worker.url()}`))
  page.on('websocket', (socket) => webSockets.push(socket.url()))
  // A request the CSP stopped never reaches the network, but the page still
  // tried: that is a bug too, so record every violation.
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI}`)
    })
  })
  // The app was loaded before anything here could listen: load it again, so
  // its own files are recorded too (proof the recording works) and the
  // violation listener is in place from the first script on.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  const own = originOf(page.url())
  expect(own).not.toBe(originOf(server.url))

  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  for (const view of VIEWS) {
    await openView(page, view)
    await expect(page.getByRole('heading', { level: 1, name: view, exact: true })).toBeVisible()
    if (view === 'Search') {
      // Results, too, come from main: typing must not make the page fetch anything.
      await page.getByRole('combobox', { name: 'Search' }).fill('demo')
      await expect(page.getByText(/results? for “demo”\./)).toBeVisible()
    }
  }
  // Give anything late (a lazy chunk, a prefetch) the chance to show up.
  await page.waitForLoadState('networkidle')

  // The page did see the platform's data, and main fetched it.
  expect(server.controls.requests().some((request) => request.operationId === 'login')).toBe(true)
  expect(requests.length).toBeGreaterThan(0)
  expect(requests.some((url) => url.startsWith(`${own}/`) && new URL(url).pathname.endsWith('/index.html'))).toBe(true)
  expect(
    requests.filter((url) => originOf(url) === originOf(server.url)),
    'requests from the page to the platform server'
  ).toEqual([])
  expect(
    requests.filter((url) => originOf(url) !== own),
    `requests to anywhere but ${own}`
  ).toEqual([])
  expect(webSockets).toEqual([])
  expect(workers).toEqual([])
  expect(await page.evaluate(() => window.__cspViolations ?? null)).toEqual([])
})
