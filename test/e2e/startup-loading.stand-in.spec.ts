// The start's loading screen waits 300 ms before it shows (app/plain-layout.css,
// .startup-loading): a quick start goes from the empty page to its first screen
// without "Getting things ready…" for a moment. Held here: main answers the page's
// first question 1.5 s late, so the screen is seen hidden as it is drawn and
// shown once 300 ms have passed, then the sign-in form replaces it.
import type { MainApp } from '../../src/main/app/main-app-types'
import { expect, test } from './support'

declare global {
  interface Window {
    __loading?: { drawnHidden: boolean | null; drawnAt: number | null; shownAt: number | null }
  }
}

const HELD_MS = 1_500

test('the loading screen is hidden as it is drawn and shows only after 300 ms of a slow start', async ({
  server,
  launch
}) => {
  const app = await launch({ baseUrl: server.url })
  const main = app.main as MainApp
  // The page's first question (the preload's, through the harness's binding) is answered late from now on.
  const dispatch = main.dispatch.bind(main)
  main.dispatch = async (channel, request, caller) => {
    if (channel === 'app:bootstrap') await new Promise((resolve) => setTimeout(resolve, HELD_MS))
    return dispatch(channel, request, caller)
  }
  await app.page.addInitScript(() => {
    const seen: NonNullable<Window['__loading']> = (window.__loading = {
      drawnHidden: null,
      drawnAt: null,
      shownAt: null
    })
    // The animations' own clock (the frame's time), which a long task before the screen is drawn does not skew.
    const now = () => Number(document.timeline.currentTime ?? performance.now())
    const watch = () => {
      const screen = document.querySelector('.startup-loading')
      if (screen && seen.drawnAt === null) {
        seen.drawnAt = now()
        seen.drawnHidden = getComputedStyle(screen).visibility === 'hidden'
      }
      if (screen && seen.shownAt === null && getComputedStyle(screen).visibility === 'visible') seen.shownAt = now()
      if (seen.shownAt === null) requestAnimationFrame(watch)
    }
    new MutationObserver(watch).observe(document, { childList: true, subtree: true })
    requestAnimationFrame(watch)
  })
  await app.page.reload()
  await expect(app.page.getByText('Getting things ready…')).toBeVisible()
  await expect(app.page.getByLabel('Username')).toBeVisible()
  const seen = await app.page.evaluate(() => window.__loading)
  expect(seen?.drawnHidden).toBe(true)
  // Shown at the first frame 300 ms after the one it was drawn in, on the same clock.
  expect((seen?.shownAt ?? 0) - (seen?.drawnAt ?? 0)).toBeGreaterThanOrEqual(280)
})
