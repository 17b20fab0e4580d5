// Boot smoke: the *built* main entry loads under Node with a recording
// `electron` stand-in and must create the secure window, register every IPC
// channel, lock down navigation, permissions and IPC senders, and find a
// CommonJS preload.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { Script } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../src/shared/csp'
import { channelNames } from '../../src/shared/ipc'

const ROOT = resolve(import.meta.dirname, '../..')
const MAIN = join(ROOT, 'out/main/index.js')
const PRELOAD = join(ROOT, 'out/preload/index.cjs')

interface Report {
  update: { ok: boolean; data?: { phase: string; message: string | null } }
  errorBoxes: string[]
  trays: { images: string[]; tooltip: string | null; menu: { label?: string }[] | null }[]
  powerEvents: string[]
  ipcOn: string[]
  deepLinks: { protocolClients: string[]; navigated: unknown[] }
  api: { connect: unknown; requests: Record<string, unknown>[] }
  singleInstanceLock: boolean
  sandboxEnabled: boolean
  menuSet: boolean
  privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[]
  loadedUrl: string
  webPreferences: Record<string, unknown>
  bounds: { x: number; y: number; width: number; height: number }
  ipcChannels: string[]
  navigation: { external: boolean; own: boolean }
  windowOpen: { https: { action: string }; file: { action: string } }
  openedExternal: string[]
  permissions: Record<string, boolean>
  permissionCheckHandlers: Record<string, boolean>
  ipc: Record<'untrusted' | 'subframe' | 'trusted', { ok: boolean; error?: { kind: string } }>
  protocol: Record<'index' | 'traversal' | 'otherHost', { status: number; csp: string | null }>
}

let report: Report
let dir: string

beforeAll(() => {
  if (!existsSync(MAIN)) throw new Error('out/main/index.js is missing: run `npm run build` before the smoke test.')
  dir = mkdtempSync(join(tmpdir(), 'pd-smoke-'))
  const reportFile = join(dir, 'report.json')
  // A window last seen on a monitor that is gone (the stand-in has one 1920×1080 screen).
  writeFileSync(join(dir, 'settings.json'), JSON.stringify({ windowBounds: { x: 4000, y: 200, width: 1000, height: 700, maximized: false } }))
  const run = spawnSync(process.execPath, ['--import', join(ROOT, 'test/smoke/register-stand-in.mjs'), MAIN], {
    env: { ...process.env, SMOKE_REPORT: reportFile, SMOKE_USER_DATA: dir, SMOKE_APP_PATH: ROOT, PLATFORM_BASE_URL: '' },
    encoding: 'utf8',
    timeout: 20_000
  })
  if (run.status !== 0 || !existsSync(reportFile)) throw new Error(`main did not boot (exit ${run.status}):\n${run.stderr}`)
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('boot smoke (built main under a recording electron stand-in)', () => {
  it('creates the window with the secure webPreferences, set explicitly', () => {
    expect(report.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false })
    expect(report.sandboxEnabled).toBe(true)
    expect(report.singleInstanceLock).toBe(true)
    expect(report.menuSet).toBe(true)
    expect(report.loadedUrl).toBe('app://platform/index.html')
    expect(report.privilegedSchemes).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }])
  })

  it('restores a remembered window onto a screen that still exists', () => {
    expect(report.bounds).toEqual({ x: 460, y: 190, width: 1000, height: 700 })
  })

  it('registers a handler for every contract channel and no other', () => {
    expect([...report.ipcChannels].sort()).toEqual([...channelNames].sort())
  })

  it('answers only our own top-level page over IPC', () => {
    expect(report.ipc.untrusted).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(report.ipc.subframe).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(report.ipc.trusted).toEqual({ ok: true, data: { signedIn: false } })
  })

  it('blocks navigation away, denies new windows and sends only https links to the OS browser', () => {
    expect(report.navigation).toEqual({ external: true, own: false })
    expect(report.windowOpen).toEqual({ https: { action: 'deny' }, file: { action: 'deny' } })
    expect(report.openedExternal).toEqual(['https://example.com/help'])
  })

  it('sends API traffic through net.request on its own session, without cookies, following no redirect itself', () => {
    expect(report.api.requests.length).toBeGreaterThanOrEqual(1)
    expect(report.api.requests[0]).toMatchObject({
      url: 'https://platform.example.com/v1/maintenance/',
      method: 'GET',
      session: 'platform-api',
      credentials: 'omit',
      redirect: 'manual',
      useSessionCookies: false,
      headers: { accept: 'application/json' }
    })
    expect(report.api.connect).toMatchObject({ ok: false, error: { kind: 'unreachable' } })
  })

  it('registers platform-desktop:// and opens a profile from a link a second instance passes, ignoring a hostile one', () => {
    expect(report.deepLinks.protocolClients).toEqual(['platform-desktop'])
    expect(report.deepLinks.navigated).toEqual([{ route: { view: 'profile', userId: '42' } }])
  })

  it('shows a tray icon whose image exists, with a tooltip and a menu', () => {
    expect(report.trays).toHaveLength(1)
    const [tray] = report.trays
    for (const image of tray?.images ?? []) expect(existsSync(image), image).toBe(true)
    expect(tray?.tooltip).toMatch(/^Platform Desktop — /)
    expect(tray?.menu?.map((item) => item.label)).toContain('Quit Platform Desktop')
  })

  it('pauses background work on suspend and screen lock: every power event is handled', () => {
    expect([...report.powerEvents].sort()).toEqual(['lock-screen', 'resume', 'suspend', 'unlock-screen'])
  })

  it('keeps settings in electron-store, whose only IPC listener is its own channel', () => {
    expect(report.ipcOn).toEqual(['electron-store-get-data'])
    expect(existsSync(join(dir, 'settings.json'))).toBe(true)
  })

  it('loads electron-updater when packaged; a missing feed is a quiet error, never a dialog', () => {
    // Not 'disabled': the real electron-updater loaded (on Linux outside an AppImage it stays idle).
    expect(report.update).toMatchObject({ ok: true, data: { phase: expect.stringMatching(/^(idle|checking|error)$/) as string } })
    if (report.update.data?.phase === 'error') expect(report.update.data.message).toMatch(/^Checking for updates failed: /)
    expect(report.errorBoxes).toEqual([])
  })

  it('denies every permission request by default', () => {
    expect(report.permissions).toEqual({ media: false, geolocation: false, notifications: false })
    expect(report.permissionCheckHandlers).toEqual({ default: true, 'platform-api': true })
  })

  it('serves the renderer from app:// with the CSP, and nothing outside it', () => {
    expect(report.protocol.index.status).toBe(200)
    expect(report.protocol.index.csp).toContain("default-src 'self'")
    expect(report.protocol.traversal.status).toBe(404)
    expect(report.protocol.otherHost.status).toBe(404)
  })

  it('writes the same CSP into the built page as the protocol sends', () => {
    const html = readFileSync(join(ROOT, 'out/renderer/index.html'), 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)?.[1]
    expect(meta).toBe(CONTENT_SECURITY_POLICY)
    expect(report.protocol.index.csp).toBe(CONTENT_SECURITY_POLICY)
  })

  it('ships a CommonJS preload that only requires electron', () => {
    const source = readFileSync(PRELOAD, 'utf8')
    expect(() => new Script(source, { filename: 'preload.cjs' })).not.toThrow()
    expect(source).not.toMatch(/^\s*(import|export)\s/m)
    const required = [...source.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1])
    expect([...new Set(required)]).toEqual(['electron'])
  })
})
