import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The installed Electron binary, or null with the reason it is missing. */
export function electronBinary(): { path: string } | { path: null; reason: string } {
  try {
    const require = createRequire(import.meta.url)
    const dir = dirname(require.resolve('electron/package.json'))
    const pathFile = join(dir, 'path.txt')
    if (!existsSync(pathFile)) return { path: null, reason: 'the Electron binary was never downloaded (no network access at install time)' }
    const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim())
    return existsSync(binary) ? { path: binary } : { path: null, reason: `${binary} is missing` }
  } catch {
    return { path: null, reason: 'the electron package is not installed' }
  }
}
