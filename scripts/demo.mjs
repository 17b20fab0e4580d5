// `npm run demo`: start the reference platform server on a free loopback
// port with its demo data and launch the app pointed at it.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { register } from 'tsx/esm/api'

import { electronBinary } from './electron-binary.mjs'

const root = resolve(import.meta.dirname, '..')

const { path: binary } = electronBinary()
if (!binary) {
  console.error(
    'npm run demo: no Electron binary is installed on this machine (its download failed or was skipped), so the app cannot start; run `node node_modules/electron/install.js` where GitHub is reachable, or use `npm run server` and the tests instead.'
  )
  process.exit(1)
}

// Always build, so the demo shows the code as it is now.
const build = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

register()
const { startServer } = await import('../server/index.ts')
const server = await startServer({ port: 0, host: '127.0.0.1' })

console.log(`\nReference platform server: ${server.url}`)
console.log('Demo accounts (username / password):')
for (const account of server.controls.demo.accounts) console.log(`  ${account.username} / ${account.password}`)
console.log('\nLaunching Platform Desktop against it…\n')

// A fresh profile each run: the server's port (and so its tokens) change every time.
const profile = mkdtempSync(join(tmpdir(), 'platform-desktop-demo-'))
const child = spawn(binary, [join(root, 'out/main/index.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLATFORM_BASE_URL: server.url, PLATFORM_DESKTOP_USER_DATA: profile }
})
const stop = async (code) => {
  await server.close()
  process.exit(code)
}
child.on('exit', (code) => void stop(code ?? 0))
process.on('SIGINT', () => child.kill('SIGINT'))
process.on('SIGTERM', () => child.kill('SIGTERM'))
