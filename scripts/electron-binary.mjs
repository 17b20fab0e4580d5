// Where the installed Electron binary is, or why there is none. Shared by
// `npm run demo`, the Playwright config and the e2e harness.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The switch Chromium needs to start as root (containers, CI), before the app's own arguments; never in the shipped
 * app. Shared by the e2e harness and `npm run dist`'s code-cache run.
 * @returns {string[]}
 */
export const rootSandboxArgs = () => (process.getuid?.() === 0 ? ['--no-sandbox'] : [])

/** @returns {{ path: string } | { path: null, reason: string }} */
export function electronBinary() {
  let dir
  try {
    dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'))
  } catch {
    return { path: null, reason: 'the electron package is not installed' }
  }
  const pathFile = join(dir, 'path.txt')
  if (!existsSync(pathFile))
    return { path: null, reason: 'the Electron binary was never downloaded (no network access at install time)' }
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? { path: binary } : { path: null, reason: `${binary} is missing` }
}
