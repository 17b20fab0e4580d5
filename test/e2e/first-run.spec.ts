import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from './support'

test('first run: bad, unreachable and wrong URLs get clear messages; a good one is saved and survives a restart', async ({ server, profile, launch }) => {
  // A web server that is not the API: it answers every path with a page.
  const notApi = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Welcome</body></html>'))
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

    await field.fill('http://127.0.0.1:1')
    await connect.click()
    await expect(page.getByRole('alert')).toContainText('Could not reach')

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

test('PLATFORM_BASE_URL starts the app already connected', async ({ server, launch }) => {
  const app = await launch({ baseUrl: server.url })
  await expect(app.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})
