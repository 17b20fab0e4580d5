// "Load pictures from other websites" end to end: off by default, a profile
// picture on another host is neither fetched nor shown; turned on with the
// keyboard in Settings, it is, and turned off it is gone again at once.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, expectSignedIn, openView, signIn, test } from './support'

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex'
)

/** Another website on this computer, serving one picture and recording every request. */
async function pictureHost() {
  const requests: string[] = []
  const host = createServer((request, response) => {
    requests.push(request.url ?? '')
    response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG)
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => host.close(() => resolve()))
  }
}

test('a picture on another website shows only while “Load pictures from other websites” is on', async ({
  server,
  launch
}) => {
  const pictures = await pictureHost()
  try {
    // The reference server names no pictures: its profile answer is replaced by one that does.
    server.controls.setFaults({
      getUserData: { json: { id: 1, username: 'demo', name: 'Demo User', avatarUrl: `${pictures.url}/demo.png` } }
    })
    const { page } = await launch({ baseUrl: server.url })
    await signIn(page, 'demo', 'demo1234')
    await expectSignedIn(page)
    // The profile's own picture, not the header's (which shows the same person).
    const avatar = page.getByRole('main').locator('.profile-head .avatar')

    await openView(page, 'Profile')
    await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
    await expect(avatar).toHaveText('DU')

    await openView(page, 'Settings')
    const toggle = page.getByRole('checkbox', { name: 'Load pictures from other websites' })
    await expect(toggle).not.toBeChecked()
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).toBeChecked()
    await openView(page, 'Profile')
    await expect(avatar.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/)
    expect(pictures.requests).toEqual(['/demo.png'])

    await openView(page, 'Settings')
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).not.toBeChecked()
    await openView(page, 'Profile')
    await expect(avatar).toHaveText('DU')
    await expect(avatar.locator('img')).toHaveCount(0)
    expect(pictures.requests).toEqual(['/demo.png'])
  } finally {
    await pictures.close()
  }
})
