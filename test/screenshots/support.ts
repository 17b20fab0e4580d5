// What the screenshot scripts (views.shots.ts, changes.shots.ts) share: the
// reference server on the README's port, each view's label and what shows
// its data has arrived, and taking a picture once nothing moves any more.
import { join, resolve } from 'node:path'

import type { Page } from '@playwright/test'

import { startServer } from '../../server/index'
import type { ViewId } from '../../src/shared/views'
import { expect, test as e2e } from '../e2e/support'
import { SCREENSHOT_DIR } from '../support/screenshot-list'

export const OUT = join(resolve(import.meta.dirname, '../..'), SCREENSHOT_DIR)
/** The port the README's `npm run server -- --port 8787` uses: the address the pictures show stays the same from run to run. */
const PORT = 8787

export const test = e2e.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring to see no dependencies.
  server: async ({}, use) => {
    const server = await startServer({ port: PORT, host: '127.0.0.1' }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      console.log(`Port ${PORT} is taken: the pictures show another port this time.`)
      return startServer({ port: 0, host: '127.0.0.1' })
    })
    await use(server)
    await server.close()
  }
})

/** Each view's navigation label and what shows that its data has arrived. */
export const views: Record<ViewId, { label: string; ready: (page: Page) => Promise<void> }> = {
  profile: {
    label: 'Profile',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Demo User' })).toBeVisible()
      await expect(page.getByRole('region', { name: /^Repositories/ })).toBeVisible()
    }
  },
  followers: {
    label: 'Followers',
    ready: async (page) => {
      await expect(page.getByRole('listbox', { name: 'Followers' }).getByRole('option').first()).toBeVisible()
    }
  },
  search: {
    label: 'Search',
    // A query typed and its results shown: the view's point, not its empty field.
    ready: async (page) => {
      await page.getByRole('combobox', { name: 'Search' }).fill('demo')
      await expect(page.getByText(/results? for “demo”/)).toBeVisible()
    }
  },
  status: {
    label: 'Status',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Latest updates' }).getByRole('listitem').first()).toBeVisible()
    }
  },
  notifications: {
    label: 'Notifications',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible()
    }
  },
  account: {
    label: 'Account',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Session' }).getByText('demo').first()).toBeVisible()
    }
  },
  settings: {
    label: 'Settings',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    }
  },
  updates: {
    label: 'Updates',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
    }
  }
}

/**
 * Nothing still moving: no "Loading…", "Refreshing…" or "Checking…" on the
 * page, fonts loaded, the pointer off every control (no hover state, unless
 * the picture is of one) and two frames painted. Playwright hides the caret
 * and stops animations itself.
 */
export async function settled(page: Page, { hover }: { hover: boolean }) {
  await expect(page.getByText(/^(?:Loading|Refreshing|Checking)\b.*…$/)).toHaveCount(0)
  if (!hover) await page.mouse.move(0, 0)
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

export async function shoot(page: Page, name: string, { hover = false } = {}) {
  await settled(page, { hover })
  await page.screenshot({ path: join(OUT, name), caret: 'hide', animations: 'disabled' })
}
