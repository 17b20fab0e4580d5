import { createServer } from 'node:http'
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net'

import { expect, test } from './support'

test('first run: bad, unreachable and wrong URLs get clear messages; a good one is saved and survives a restart', async ({
  server,
  profile,
  launch
}) => {
  // A web server that is not the API: it answers every path with a page.
  const notApi = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Welcome</body></html>')
  )
  await new Promise<void>((resolve) => notApi.listen(0, '127.0.0.1', resolve))
  try {
    const app = await launch({ userDataDir: profile })
    const { page } = app
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeVisible()
    const field = page.getByLabel('Server URL')
    const connect = page.getByRole('button', { name: 'Connect' })

    await field.fill('http://platform.example.com')
    await connect.click()
    await expect(page.getByRole('alert')).toContainText('Use an https:// address')
    await expect(field).toHaveValue('http://platform.example.com')

    await field.fill('not a url')
    await field.press('Enter')
    await expect(page.getByRole('alert')).toContainText('is not a web address')

    // A mistyped scheme is answered with the address it probably is: http is fine on this computer.
    await field.fill('htp://localhost:8787')
    await connect.click()
    await expect(page.getByRole('alert')).toContainText('Did you mean http://localhost:8787?')
    await field.fill('htps://platform.example.com')
    await connect.click()
    await expect(page.getByRole('alert')).toContainText('Did you mean https://platform.example.com?')

    // Nothing listening on the port: said so, with the port.
    await field.fill('http://127.0.0.1:1')
    await connect.click()
    await expect(page.getByRole('alert')).toHaveText(
      '127.0.0.1 is not accepting connections on port 1. Is the platform running there?'
    )

    await field.fill(`127.0.0.1:${(notApi.address() as AddressInfo).port}`)
    await connect.click()
    await expect(page.getByRole('alert')).toContainText('does not look like a Platform Service API')

    await field.fill(`${server.url}/v1/`)
    await connect.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByText(server.url, { exact: false })).toBeVisible()
    await app.close()

    const again = await launch({ userDataDir: profile })
    await expect(again.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  } finally {
    notApi.close()
  }
})

test('first run: Cancel stops “Connecting…” to a host that never answers (the host sees the connection go); Change comes back to the address typed', async ({
  server,
  launch
}) => {
  // Accepts the connection, reads the request, never answers.
  const sockets: Socket[] = []
  let requests = 0
  let closed = 0
  const silent = createTcpServer((socket) => {
    sockets.push(socket)
    socket.on('data', () => requests++)
    socket.on('close', () => closed++)
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  try {
    const { page } = await launch({ http: { timeoutMs: 30_000 } })
    const field = page.getByLabel('Server URL')
    const silentAddress = `127.0.0.1:${(silent.address() as AddressInfo).port}`
    await field.fill(silentAddress)
    await page.getByRole('button', { name: 'Connect' }).click()
    await expect(page.getByRole('button', { name: 'Connecting…' })).toBeDisabled()
    await expect.poll(() => requests).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Cancel' }).click()

    await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(field).toHaveValue(silentAddress)
    await expect(field).toBeFocused()
    // Main aborted the request, not just the page's wait for it.
    await expect.poll(() => closed).toBeGreaterThan(0)

    // The reference server, typed without a scheme: connected, then Change comes back to it as typed.
    const typed = server.url.replace(/^http:\/\//, '')
    await field.fill(typed)
    await page.getByRole('button', { name: 'Connect' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await page.getByRole('button', { name: 'Change server' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeVisible()
    await expect(page.getByLabel('Server URL')).toHaveValue(typed)
  } finally {
    for (const socket of sockets) socket.destroy()
    silent.close()
  }
})

test('PLATFORM_BASE_URL starts the app already connected', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
