// The proxy dialog through the harness: main asks (as Electron's `login`
// event would make it), the person answers in the window (browser target only).
import { expect, test } from './support'

const challenge = { isProxy: true, scheme: 'basic', host: 'proxy.corp.example', port: 3128, realm: 'Corporate' }

test('a proxy question is answered in a modal dialog, the password leaves the page, and a refusal asks again', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page, main } = app
  if (!main) throw new Error('browser target only')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

  const answer = main.proxyLogin(challenge)
  const dialog = page.getByRole('dialog', { name: 'Sign in to your proxy' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('proxy.corp.example:3128 (Corporate)')
  await expect(dialog.getByLabel('Proxy user name')).toBeFocused()
  await page.keyboard.type('ada')
  await page.keyboard.press('Tab')
  await page.keyboard.type('proxy-secret-42')
  await page.keyboard.press('Enter')
  expect(await answer).toEqual({ username: 'ada', password: 'proxy-secret-42' })
  await expect(dialog).toBeHidden()
  expect(await page.content()).not.toContain('proxy-secret-42')

  const again = main.proxyLogin(challenge)
  await expect(dialog).toContainText('The proxy did not accept those.')
  await page.keyboard.press('Escape')
  expect(await again).toBeNull()
  await expect(dialog).toBeHidden()
})
