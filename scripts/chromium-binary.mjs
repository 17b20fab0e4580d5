// Which Chromium shows the built renderer outside Electron: CHROMIUM_PATH,
// else Playwright's own build when one is installed, else Debian's on PATH.
// Shared by the e2e harness (test/support/chromium-path.ts) and `npm run
// demo`'s browser preview, which asks before it builds anything.
//
// Headless runs (the e2e tests) prefer Debian's `chromium-headless-shell`,
// the same Chromium built without the desktop browser around it, as
// Playwright itself picks its headless shell for headless runs: the same
// four e2e files took 76 s of CPU with it against 122 s with `chromium`,
// side by side (docs/decisions.md). The preview shows a window: `chromium`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

/**
 * `path` undefined: Playwright's own build (Playwright picks its headless
 * shell or its Chromium itself). Null when there is none at all.
 * @param {{ headless?: boolean }} [options] headless: a headless shell will do, and is preferred.
 * @returns {{ path: string | undefined } | null}
 */
export function chromiumBinary({ headless = false } = {}) {
  const named = process.env.CHROMIUM_PATH
  if (named) return existsSync(named) ? { path: named } : null
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return { path: undefined }
  } catch {
    // Playwright has no browser of its own here.
  }
  for (const name of [...(headless ? ['chromium-headless-shell'] : []), 'chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      if (found) return { path: found }
    } catch {
      // Not on PATH; try the next name.
    }
  }
  return null
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]
