// package.json "allowScripts" says which dependencies' install scripts are
// denied. An entry for a package without one does nothing and misleads:
// Electron's package has had none since Electron 42 (electron/electron
// docs/breaking-changes.md, "electron no longer downloads itself via
// postinstall script"), and our own postinstall (scripts/install-electron.mjs)
// runs its installer instead. The lock file records which packages have one.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T
const packageJson = readJson<{ allowScripts?: Record<string, boolean>; scripts: Record<string, string> }>(
  'package.json'
)
const lock = readJson<{ packages: Record<string, { hasInstallScript?: boolean }> }>('package-lock.json')

/** The names of locked packages that run a script at install. */
function withInstallScript(): Set<string> {
  const names = new Set<string>()
  for (const [path, entry] of Object.entries(lock.packages))
    if (entry.hasInstallScript) names.add(path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
  return names
}

describe('install scripts', () => {
  it('denies only packages that have an install script', () => {
    const scripted = withInstallScript()
    expect(Object.keys(packageJson.allowScripts ?? {}).filter((name) => !scripted.has(name))).toEqual([])
  })

  it('runs Electron’s installer from our own postinstall, as Electron 45 has none', () => {
    expect(withInstallScript().has('electron')).toBe(false)
    expect(packageJson.scripts.postinstall).toBe('node scripts/install-electron.mjs')
  })
})
