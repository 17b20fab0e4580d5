// Search results that open a page in the browser, end to end with the OS
// recorded (browser target only: the real app would open a browser). The
// reference server's projects carry no link, so the platform's answer is
// replaced by one that links one project and not the other.
import { expect, expectSignedIn, openView, signIn, test } from './support'

const linked = 'https://projects.example.com/lunar-compass'

test('Enter or a click on a project with a link from the platform opens it in the browser; one without says why nothing opens', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const { page, standIns } = app
  await signIn(page, 'demo', 'demo1234')
  await expectSignedIn(page)
  server.controls.setFaults({
    search: {
      json: {
        projects: [
          { id: 1, name: 'Lunar compass', description: 'Finds north on the moon', htmlUrl: linked },
          { id: 2, name: 'Lunar lander', description: 'No page of its own' }
        ],
        repositories: [{ id: 3, fullName: 'demo/lunar-notes', description: 'Notes', url: 'javascript:alert(1)' }]
      }
    }
  })
  await openView(page, 'Search')
  const field = page.getByRole('combobox', { name: 'Search' })
  await field.fill('lunar')
  const projects = page.getByRole('group', { name: /^Projects/ })
  await expect(projects.getByRole('option', { name: /Lunar compass .*\(opens in your browser\)$/ })).toBeVisible()

  await field.press('ArrowDown')
  await field.press('Enter')
  await expect.poll(() => standIns?.openedExternal).toEqual([linked])

  // No link (and a link that is not http(s), which main's reader drops): still an option the arrows reach, which says so when chosen.
  await expect(projects.getByRole('option', { name: /Lunar lander/ })).toHaveAttribute('aria-disabled', 'true')
  await field.press('ArrowDown')
  await field.press('Enter')
  await expect(page.getByText('No link from the platform: “Lunar lander” has no page to open.')).toBeVisible()
  await field.press('ArrowDown')
  await field.press('Enter')
  await expect(page.getByText('No link from the platform: “demo/lunar-notes” has no page to open.')).toBeVisible()
  expect(standIns?.openedExternal).toEqual([linked])
  // A click does what Enter does.
  await projects.getByRole('option', { name: /Lunar compass/ }).click()
  await expect.poll(() => standIns?.openedExternal).toEqual([linked, linked])
})
