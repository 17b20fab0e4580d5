// Downloads Electron's binary at `npm ci`. Since Electron 42 the electron
// package has no install script of its own: it downloads the binary the
// first time its `electron` command (or `require('electron')`) needs it, or
// when its `install-electron` command runs (electron/electron
// docs/breaking-changes.md, "electron no longer downloads itself via
// postinstall script"; node_modules/electron/index.js, getElectronPath). We
// run that same installer here so that the Playwright config, the e2e
// harness and `npm run demo`, which look for the binary without starting
// the download (scripts/electron-binary.mjs), find it. Where the download is
// possible the binary is installed as usual; where it is not (offline
// machines, CI without GitHub access) the install still succeeds and we
// print one clear warning. Tests that need the binary skip and say so.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

let electronDir
try {
  electronDir = dirname(require.resolve('electron/package.json'))
} catch {
  // Production-only installs (npm ci --omit=dev) have no electron package.
  process.exit(0)
}

// Electron's own installer no longer reads it (electron/electron docs/breaking-changes.md, 42.0); this script still does.
if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
  console.warn('platform-desktop: ELECTRON_SKIP_BINARY_DOWNLOAD is set; the Electron binary was not installed.')
  process.exit(0)
}

if (existsSync(join(electronDir, 'path.txt'))) process.exit(0)

const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
  cwd: electronDir,
  encoding: 'utf8',
  timeout: 5 * 60_000
})

if (result.status === 0 && existsSync(join(electronDir, 'path.txt'))) process.exit(0)

const reason =
  (result.error && result.error.message) ||
  (result.stderr || '')
    .split('\n')
    .find((line) => /error/i.test(line))
    ?.trim() ||
  `installer exited with code ${result.status}`
// Electron's installer (@electron/get 5) asks for Node 22.12+; everything
// else here runs on Node 20. On an older Node that may be why the download
// failed, so the one warning says so rather than adding a second.
const [major, minor] = process.versions.node.split('.').map(Number)
const nodeTooOld = major < 22 || (major === 22 && minor < 12)
console.warn(
  `platform-desktop: WARNING: the Electron binary could not be downloaded (${reason}). ` +
    (nodeTooOld
      ? `Downloading the Electron binary needs Node 22.12 or newer; this is Node ${process.versions.node}. `
      : '') +
    'The install succeeded without it: `npm test` skips the Electron e2e project and `npm run demo` shows its browser preview instead of the app until `node node_modules/electron/install.js` succeeds.'
)
process.exit(0)
