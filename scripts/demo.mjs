// `npm run demo`: start the reference platform server on a free loopback
// port with its demo data and launch the app pointed at it. Where no
// Electron binary is installed (or with --preview), the browser preview
// instead: main's real code in this Node process, the page in a Chromium
// window, the OS parts printed here (preview/browser-preview.ts).
//
//   --preview                      the browser preview even where Electron is installed
//   --headless                     (or PLATFORM_DEMO_HEADLESS=1) the preview without a window
//   --remote-debugging-port=PORT   the preview's Chromium takes DevTools there (0: any free port)
//   --no-build                     use out/ as it is
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { register } from 'tsx/esm/api'

import { chromiumBinary } from './chromium-binary.mjs'
import { electronBinary } from './electron-binary.mjs'

const root = resolve(import.meta.dirname, '..')
const refuse = (sentence) => {
  console.error(`npm run demo: ${sentence}`)
  process.exit(1)
}

const options = {
  preview: false,
  headless: process.env.PLATFORM_DEMO_HEADLESS === '1',
  build: true,
  remoteDebuggingPort: undefined
}
for (const arg of process.argv.slice(2)) {
  const port = /^--remote-debugging-port=(\d{1,5})$/.exec(arg)
  if (arg === '--preview') options.preview = true
  else if (arg === '--headless') options.headless = true
  else if (arg === '--no-build') options.build = false
  else if (port && Number(port[1]) <= 65535) options.remoteDebuggingPort = Number(port[1])
  else
    refuse(
      `${arg} is not an option; the options are --preview, --headless, --remote-debugging-port=PORT and --no-build.`
    )
}

const { path: binary } = electronBinary()
const preview = options.preview || !binary
const why = binary ? 'The browser preview, as asked' : 'No Electron binary here'
const whyInSentence = why[0].toLowerCase() + why.slice(1)
// Before building anything: a preview with nothing to show it in says so at once.
if (preview && !chromiumBinary()) {
  refuse(
    `${whyInSentence}, and no Chromium to show the browser preview in: install one (Debian/Ubuntu: \`apt-get install chromium\`) or set CHROMIUM_PATH.`
  )
}
if (
  preview &&
  !options.headless &&
  process.platform === 'linux' &&
  !process.env.DISPLAY &&
  !process.env.WAYLAND_DISPLAY
) {
  refuse(
    `${whyInSentence}, and no display for the browser preview's window (DISPLAY is not set): run it in a desktop session, or \`npm test\` to see the app driven headless.`
  )
}

// Always build, so the demo shows the code as it is now.
if (options.build) {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit'
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

register()
const { startServer } = await import('../server/index.ts')
const server = await startServer({ port: 0, host: '127.0.0.1' })

console.log(`\nReference platform server: ${server.url}`)
console.log('Demo accounts (username / password):')
for (const account of server.controls.demo.accounts) console.log(`  ${account.username} / ${account.password}`)

// A fresh profile each run: the server's port (and so its tokens) change every time.
const profile = mkdtempSync(join(tmpdir(), 'platform-desktop-demo-'))

if (!preview) {
  console.log('\nLaunching Platform Desktop against it…\n')
  const child = spawn(binary, [join(root, 'out/main/index.cjs')], {
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
} else {
  const stop = async (code) => {
    await server.close()
    // At exit, after Playwright's own exit handler has killed a Chromium whose launch Ctrl+C overtook (registered
    // when it spawned, so before this one), so nothing writes into the profile as it goes.
    process.once('exit', () => {
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 2 })
      } catch {
        console.error(`npm run demo: could not remove the demo's profile ${profile}`)
      }
    })
    process.exit(code)
  }
  // From now on Ctrl+C closes the window and stops main first; while the preview is still starting, it stops that
  // start at once (a busy machine takes seconds to launch Chromium and load the page).
  let shown = null
  const interrupt = new AbortController()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (shown) void shown.close()
      else interrupt.abort(new Error('Interrupted'))
    })
  }
  // Said once Ctrl+C is ours: before, a Ctrl+C right after the line killed the demo with Node's default action, leaving
  // the profile behind (the smoke test's Ctrl+C comes the moment it reads the line).
  console.log(
    `\n${why}: showing the browser preview (the real main process in Node, the page in Chromium). ` +
      'Tray, menus, notifications and dialogs are printed here; close the window or press Ctrl+C to stop.\n'
  )
  try {
    const { openPreview } = await import('../preview/browser-preview.ts')
    shown = await openPreview({
      baseUrl: server.url,
      userDataDir: profile,
      headless: options.headless,
      ...(options.remoteDebuggingPort === undefined ? {} : { remoteDebuggingPort: options.remoteDebuggingPort }),
      say: (line) => console.log(line),
      signal: interrupt.signal
    })
  } catch (error) {
    if (interrupt.signal.aborted) await stop(0)
    console.error(
      `npm run demo: the browser preview could not start: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`
    )
    await stop(1)
  }
  if (interrupt.signal.aborted) void shown.close()
  if (shown.devtools) console.log(`Chromium DevTools: ${shown.devtools}`)
  await shown.closed
  await stop(0)
}
