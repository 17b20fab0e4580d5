// Where the installed Electron binary is, or why there is none. Shared by
// `npm run demo`, the Playwright config and the e2e harness.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

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
