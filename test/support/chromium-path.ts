// Which Chromium the browser e2e project drives: CHROMIUM_PATH, else
// Playwright's own build when one is installed, else Debian's `chromium`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return undefined
  } catch {
    // Playwright has no browser of its own here.
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      // Not on PATH; try the next name.
    }
  }
  throw new Error('No Chromium found for the e2e tests. Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.')
}

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
