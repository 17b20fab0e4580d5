// `npm run demo`'s browser preview, run as a person would where no Electron
// binary is installed (--preview forces it where one is): the reference
// server and the app in Chromium (headless here), signed in with a demo
// account the demo printed; closing the window, or Ctrl+C, stops main, the
// server and the process cleanly. Needs `npm run build` first (npm run test:smoke).
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { resolve } from 'node:path'

import { chromium } from '@playwright/test'
import { afterEach, describe, expect, it } from 'vitest'

import { NAMED_ACCOUNTS } from '../../server/data/accounts'

const root = resolve(import.meta.dirname, '../..')
const PREVIEW_SAID = 'showing the browser preview (the real main process in Node, the page in Chromium)'

interface RunningDemo {
  child: ChildProcessWithoutNullStreams
  out: () => string
  /** Resolves with the first match of `pattern` in what the demo printed. */
  printed: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>
  exited: Promise<number | null>
}

const running: RunningDemo[] = []
afterEach(() => {
  for (const demo of running.splice(0)) if (demo.child.exitCode === null) demo.child.kill('SIGKILL')
})

/** The built app (npm test builds before the smoke tests), the preview, headless, without any PLATFORM_ variable of the caller's. */
function startDemo(args: string[]): RunningDemo {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !key.startsWith('PLATFORM_')) env[key] = value
  const child = spawn(process.execPath, ['scripts/demo.mjs', '--preview', '--no-build', ...args], {
    cwd: root,
    env: { ...env, PLATFORM_DEMO_HEADLESS: '1' }
  })
  let out = ''
  let err = ''
  const waiting = new Set<() => void>()
  const heard = (chunk: Buffer, into: 'out' | 'err') => {
    if (into === 'out') out += chunk.toString()
    else err += chunk.toString()
    for (const check of waiting) check()
  }
  child.stdout.on('data', (chunk: Buffer) => heard(chunk, 'out'))
  child.stderr.on('data', (chunk: Buffer) => heard(chunk, 'err'))
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
  const printed = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<RegExpMatchArray>((done, fail) => {
      const timer = setTimeout(() => {
        waiting.delete(check)
        fail(new Error(`The demo never printed ${pattern.toString()}:\n${out}\n${err}`))
      }, timeoutMs)
      const check = () => {
        const match = pattern.exec(out)
        if (!match) return
        clearTimeout(timer)
        waiting.delete(check)
        done(match)
      }
      waiting.add(check)
      check()
    })
  const demo = { child, out: () => out, printed, exited }
  running.push(demo)
  return demo
}

/** Whether something still listens on `port` of 127.0.0.1. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what} took over ${ms} ms`)), ms))
  ])

describe('npm run demo, the browser preview', () => {
  it('signs a demo account in, prints the OS parts, takes the menu’s shortcuts, and closing the window stops it all (exit 0)', async () => {
    const demo = startDemo(['--remote-debugging-port=0'])
    const serverUrl = (await demo.printed(/Reference platform server: (http:\/\/127\.0\.0\.1:\d+)/))[1]!
    const [, username, password] = await demo.printed(/Demo accounts \(username \/ password\):\n {2}(\S+) \/ (\S+)\n/)
    // Main, Chromium and the page's first load: a few seconds alone, over twenty on a busy machine.
    const devtools = (await demo.printed(/Chromium DevTools: (http:\/\/127\.0\.0\.1:\d+)/, 45_000))[1]!
    expect(demo.out().split(PREVIEW_SAID)).toHaveLength(2)
    await demo.printed(/\[tray\] Platform Desktop — Signed out/)

    const browser = await chromium.connectOverCDP(devtools)
    try {
      const page = browser
        .contexts()
        .flatMap((context) => context.pages())
        .find((candidate) => candidate.url().endsWith('/index.html'))
      expect(page, 'the preview shows the app').toBeDefined()
      const app = page!
      await app.getByLabel('Username').fill(username!)
      await app.getByLabel('Password', { exact: true }).fill(password!)
      await app.getByRole('button', { name: 'Sign in', exact: true }).click()
      // Signed in as that account: the app's own views, and the account's name from the platform.
      const name = NAMED_ACCOUNTS.find((account) => account.user.username === username)?.user.name
      expect(name).toBeTruthy()
      await app.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 10_000 })
      await app.getByText(name!, { exact: true }).first().waitFor({ timeout: 10_000 })
      // The tray, in the terminal, now tells of the platform rather than of a signed-out app.
      await demo.printed(/\[tray\] Platform Desktop — (?!Signed out)\S/)

      // An application menu shortcut, handed to main as the menu would (Go → Followers).
      await app.keyboard.press(process.platform === 'darwin' ? 'Meta+2' : 'Control+2')
      await app.getByRole('heading', { level: 1, name: 'Followers' }).waitFor({ timeout: 10_000 })
      await demo.printed(/\[menu\] Followers \(/)

      const site = Number(new URL(app.url()).port)
      await app.close()
      expect(await within(demo.exited, 15_000, 'Stopping after the window closed')).toBe(0)
      expect(await listening(Number(new URL(serverUrl).port))).toBe(false)
      expect(await listening(site)).toBe(false)
    } finally {
      await browser.close().catch(() => undefined)
    }
  }, 90_000)

  it('Ctrl+C stops the preview, main and the server cleanly (exit 0)', async () => {
    const demo = startDemo([])
    const serverUrl = (await demo.printed(/Reference platform server: (http:\/\/127\.0\.0\.1:\d+)/))[1]!
    await demo.printed(/\[menu\] \d+ of \d+ commands available/)
    demo.child.kill('SIGINT')
    expect(await within(demo.exited, 15_000, 'Stopping on Ctrl+C')).toBe(0)
    expect(await listening(Number(new URL(serverUrl).port))).toBe(false)
  }, 30_000)

  it('Ctrl+C while the preview is still starting stops that start, shows no window and leaves no profile (exit 0)', async () => {
    const profiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith('platform-desktop-demo-'))
    const before = new Set(profiles())
    // With a DevTools port, a start that went on to its window would say so before stopping.
    const demo = startDemo(['--remote-debugging-port=0'])
    const serverUrl = (await demo.printed(/Reference platform server: (http:\/\/127\.0\.0\.1:\d+)/))[1]!
    await demo.printed(/showing the browser preview/)
    demo.child.kill('SIGINT')
    expect(await within(demo.exited, 15_000, 'Stopping on Ctrl+C during the start')).toBe(0)
    expect(demo.out()).not.toMatch(/Chromium DevTools:/)
    expect(await listening(Number(new URL(serverUrl).port))).toBe(false)
    expect(profiles().filter((name) => !before.has(name))).toEqual([])
  }, 30_000)

  it('without any Chromium either, refuses in one sentence that says how to get one, before building anything', () => {
    const run = spawnSync(process.execPath, ['scripts/demo.mjs', '--preview'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, CHROMIUM_PATH: resolve(root, 'no-such-chromium') }
    })
    expect(run.status).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^npm run demo: .*no Chromium to show the browser preview in: install one \(Debian\/Ubuntu: `apt-get install chromium`\)/
    )
    expect(run.stdout).toBe('')
  })
})
