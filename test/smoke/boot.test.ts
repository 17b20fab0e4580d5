// Boot smoke: the *built* main entry loads under Node with a recording
// `electron` stand-in and must create every window with the secure
// webPreferences, register every IPC channel, lock down navigation, new
// windows, permissions (on every session), certificate errors and IPC
// senders, serve the renderer under the strict CSP, and find a CommonJS
// preload. This is the security posture docs/security.md states, checked on
// what ships rather than on the source.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Script } from 'node:vm'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { say } from '../../src/main/core/i18n'
import { APP_ID } from '../../src/main/desktop/os/app-identity'
import { desktopMessages } from '../../src/main/desktop/os/desktop-words'
import { AUTOSTART_FILE, autostartEntry, entryProgram } from '../../src/main/desktop/os/linux-autostart'
import { CONTENT_SECURITY_POLICY } from '../../src/shared/csp'
import { channelNames } from '../../src/shared/ipc'
import { type Boot, bootMain, ROOT } from './boot-main'

const PRELOAD = join(ROOT, 'out/preload/index.cjs')

type MenuShape =
  | '-'
  | {
      label: string | null
      role: string | null
      id: string | null
      enabled: boolean
      accelerator: string | null
      submenu?: MenuShape[]
    }

interface Report {
  notices: string[]
  contextMenu: { popups: { window: string | null; items: string[] }[]; clipboard: string[]; opened: string[] }
  spellcheck: Record<string, { calls: string[][]; languages: string[] }>
  calls: {
    call: string
    id?: string
    settings?: { openAtLogin: boolean; args: string[]; name: string }
    uploadToServer?: boolean
    submitURL?: string
  }[]
  proxy: { question: { host: string; port: number; retry: boolean } | null; answers: string[][] }
  launchAtLogin: { atStart: string | null; off: string | null; on: string | null }
  restore: { windows: number; keyringWaits: string[]; session: unknown; sessionAfterPrompt: unknown; fileKept: boolean }
  rendererCrash: { reloads: number; messageBoxes: string[]; notices: string[] }
  update: { ok: boolean; data?: { phase: string; message: string | null } }
  errorBoxes: string[]
  closing: { prevented: boolean; hidden: boolean; notifications: string[]; trayProblem: string | null }
  trays: { images: string[]; tooltip: string | null; menu: { label?: string }[] | null }[]
  powerEvents: string[]
  ipcOn: string[]
  deepLinks: { protocolClients: string[]; navigated: unknown[] }
  api: { connect: unknown; largeConnect: unknown; requests: Record<string, unknown>[] }
  singleInstanceLock: boolean
  sandboxEnabled: boolean
  menu: { menu: MenuShape[]; openedPaths: string[]; aboutBoxes: string[] }
  privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[]
  loadedUrl: string
  bounds: { x: number; y: number; width: number; height: number }
  theme: { source: string; background: string }
  windows: { loadedUrl: string | null; webPreferences: Record<string, unknown> | null; contents: ContentsPosture }[]
  strayContents: ContentsPosture
  sessions: Record<string, { requests: Record<string, unknown>; checks: Record<string, unknown> }>
  certificateVerifyProcs: string[]
  switches: string[]
  appCertificateError: CertificateErrorOutcome
  clientCertificate: { listeners: number; defaultPrevented: boolean; sent: unknown[] }
  ipcChannels: string[]
  ipc: Record<'untrusted' | 'subframe' | 'trusted', { ok: boolean; error?: { kind: string } }>
  openFromPage: Record<'allowed' | 'refused', { ok: boolean | null; opened: string[] }>
  protocol: Record<
    'index' | 'traversal' | 'otherHost',
    { status: number; csp: string | null; cacheControl: string | null }
  >
}

type Verdict = 'blocked' | 'allowed'
interface CertificateErrorOutcome {
  listeners: number
  defaultPrevented: boolean
  answers: unknown[]
}
interface ContentsPosture {
  willNavigate: Record<string, Verdict>
  willRedirect: Record<string, Verdict>
  willFrameNavigate: Record<string, Verdict> | null
  attachWebview: Verdict
  windowOpen: Record<string, { result: unknown; openedExternal: string[] }>
  certificateError: CertificateErrorOutcome
}

// Exactly today's options: any change to them is a security decision, so it
// shows up here.
const SECURE_WEB_PREFERENCES = {
  preload: PRELOAD,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: true
}

// Only our own page may be shown; everything else the stand-in tries is refused
// (a loopback server included: it is still not our renderer).
const NAVIGATION: Record<string, Verdict> = {
  'app://platform/index.html': 'allowed',
  'https://evil.example/': 'blocked',
  'http://127.0.0.1:8787/': 'blocked',
  'file:///etc/passwd': 'blocked',
  'app://elsewhere/index.html': 'blocked',
  'platform-desktop://user/42': 'blocked',
  'javascript:alert(1)': 'blocked'
}

// No new window ever; only https links (and http to this computer), parsed
// and without credentials, go to the OS browser.
const OPENED_EXTERNALLY: Record<string, string[]> = {
  'https://example.com/help': ['https://example.com/help'],
  'http://localhost:8080/docs': ['http://localhost:8080/docs'],
  'http://127.0.0.1:8080/': ['http://127.0.0.1:8080/'],
  'http://example.com/': [],
  'https://user:secret@example.com/': [],
  'file:///etc/passwd': [],
  'javascript:alert(1)': [],
  'app://platform/index.html': [],
  'platform-desktop://user/42': [],
  'not a url': []
}

// The renderer's policy, directive by directive (src/shared/csp.ts): it loads
// only its own files, talks to nobody (main is reached over IPC, not the
// network), and cannot be framed, re-based or made to post a form anywhere.
const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"]
}

// Switches that would weaken TLS, the sandbox or same-origin for every page and request.
const WEAKENING_SWITCHES = [
  'ignore-certificate-errors',
  'ignore-certificate-errors-spki-list',
  'ignore-urlfetcher-cert-requests',
  'allow-insecure-localhost',
  'disable-web-security',
  'no-sandbox',
  'allow-running-insecure-content',
  'unsafely-treat-insecure-origin-as-secure',
  'host-rules',
  'host-resolver-rules'
]

function parseCsp(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {}
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    expect(directives, `${name} appears twice`).not.toHaveProperty(name)
    directives[name.toLowerCase()] = sources
  }
  return directives
}

/** Nobody took over from Electron's default (reject), or whoever did said no. */
function expectCertificateRejected(outcome: CertificateErrorOutcome) {
  expect(outcome.answers).not.toContain(true)
  if (outcome.defaultPrevented) expect(outcome.answers.length).toBeGreaterThan(0)
}

let boot: Boot<Report>
let report: Report
let dir: string
// Started from an AppImage that an update renamed, launch at login on, its entry
// still naming the old file; the AppRun added --no-sandbox (sandbox-notice.ts).
const OLD_APPIMAGE = 'platform-desktop-0.1.0-linux-x86_64.AppImage'
const APPIMAGE = 'platform-desktop-0.2.0-linux-x86_64.AppImage'
let staleEntry: string
// The account whose remembered sign-in the keyring holds back (boot-report.mjs looks for its file).
const KEPT_ACCOUNT = { id: 'a000000000000000a', baseUrl: 'https://platform.example.com', username: 'ada', userId: '1' }

beforeAll(() => {
  boot = bootMain<Report>('boot', (profile) => {
    staleEntry = autostartEntry({ exec: join(profile, OLD_APPIMAGE), startHidden: false })
    mkdirSync(join(profile, 'config', 'autostart'), { recursive: true })
    writeFileSync(join(profile, 'config', 'autostart', AUTOSTART_FILE), staleEntry)
    // A remembered sign-in of a listed account: reading it waits on the stand-in's keyring prompt.
    writeFileSync(
      join(profile, `credentials.${KEPT_ACCOUNT.id}.json`),
      JSON.stringify({
        version: 3,
        key: Buffer.from('v11 sealed by the keyring').toString('base64'),
        nonce: 'AAAAAAAAAAAAAAAA',
        sealed: 'AAAA',
        tag: 'AAAAAAAAAAAAAAAAAAAAAA=='
      })
    )
    return {
      // A window last seen on a monitor that is gone (the stand-in has one 1920×1080 screen).
      settings: {
        accounts: [KEPT_ACCOUNT],
        activeAccount: KEPT_ACCOUNT.id,
        windowBounds: { x: 4000, y: 200, width: 1000, height: 700, maximized: false },
        launchAtLogin: true,
        theme: 'light'
      },
      // A dark OS under a person who chose Light: nothing may paint dark.
      env: { APPIMAGE: join(profile, APPIMAGE), SMOKE_OS_DARK: '1' },
      args: ['--no-sandbox'],
      // A Linux desktop without a status-notifier host (stock GNOME).
      desktop: 'trayless'
    }
  })
  if (boot.status !== 0) throw new Error(`main exited with ${boot.status}`)
  ;({ report, dir } = boot)
})
afterAll(() => boot?.remove())

describe('boot smoke (built main under a recording electron stand-in)', () => {
  it('creates every window with the secure webPreferences, set explicitly — a window opened later too', () => {
    // The stand-in closes the first window and has the app open another (macOS `activate`).
    expect(report.windows.length).toBeGreaterThanOrEqual(2)
    for (const window of report.windows) {
      expect(window.webPreferences).toEqual(SECURE_WEB_PREFERENCES)
      expect(window.loadedUrl).toBe('app://platform/index.html')
    }
    expect(report.sandboxEnabled).toBe(true)
    expect(report.singleInstanceLock).toBe(true)
    expect(report.loadedUrl).toBe('app://platform/index.html')
    expect(report.privilegedSchemes).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }
    ])
  })

  it("renders the application menu from main's model: Go with its shortcuts, session items off while signed out, Help reaching the OS", () => {
    const go = report.menu.menu.find((menu) => menu !== '-' && menu.label === 'Go')
    expect(go).toBeDefined()
    const items = (go as Exclude<MenuShape, '-'>).submenu ?? []
    expect(items.find((item) => item !== '-' && item.id === 'go:profile')).toMatchObject({
      label: 'Profile',
      accelerator: 'CmdOrCtrl+1',
      enabled: false
    })
    // Status is public: checking it needs no session.
    expect(items.find((item) => item !== '-' && item.id === 'status:check-now')).toMatchObject({ enabled: true })
    const help = report.menu.menu.find((menu) => menu !== '-' && menu.role === 'help') as Exclude<MenuShape, '-'>
    expect(help.submenu?.map((item) => (item === '-' ? '-' : item.id))).toEqual([
      'help:shortcuts',
      '-',
      'help:check-updates',
      'help:open-logs',
      'help:export-diagnostics',
      '-',
      'help:about'
    ])
    // Help → Open logs folder shows main's logs folder; Help → About asks in a dialog with the version.
    expect(report.menu.openedPaths).toEqual([expect.stringMatching(/logs$/)])
    expect(report.menu.aboutBoxes).toEqual([expect.stringMatching(/^Platform Desktop \d/)])
  })

  it('opens its window while the keyring still prompts for the remembered sign-in; the window hears "restoring"', () => {
    expect(report.restore.keyringWaits.length).toBeGreaterThan(0)
    expect(report.restore.windows).toBe(1)
    expect(report.restore.session).toEqual({ signedIn: false, restoring: true })
  })

  it('a dismissed keyring prompt ends the restore signed out and keeps the remembered sign-in on disk', () => {
    expect(report.restore.sessionAfterPrompt).toEqual({ signedIn: false })
    expect(report.restore.fileKept).toBe(true)
  })

  it('restores a remembered window onto a screen that still exists', () => {
    expect(report.bounds).toEqual({ x: 460, y: 190, width: 1000, height: 700 })
  })

  it('follows the chosen theme before its window exists: native UI and the first paint are light on a dark OS', () => {
    expect(report.theme).toEqual({ source: 'light', background: '#ffffff' })
  })

  it('registers a handler for every contract channel and no other', () => {
    expect([...report.ipcChannels].sort()).toEqual([...channelNames].sort())
  })

  it('answers only our own top-level page over IPC', () => {
    expect(report.ipc.untrusted).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(report.ipc.subframe).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(report.ipc.trusted).toEqual({ ok: true, data: { signedIn: false } })
  })

  it('on every web contents — each window and one the app did not make — blocks navigation, redirects and <webview> away from our page', () => {
    for (const contents of [...report.windows.map((w) => w.contents), report.strayContents]) {
      expect(contents.willNavigate).toEqual(NAVIGATION)
      expect(contents.willRedirect).toEqual(NAVIGATION)
      if (contents.willFrameNavigate) expect(contents.willFrameNavigate).toEqual(NAVIGATION)
      expect(contents.attachWebview).toBe('blocked')
    }
  })

  it('on every web contents, denies every new window and sends only https (or loopback http) links to the OS browser', () => {
    for (const contents of [...report.windows.map((w) => w.contents), report.strayContents]) {
      for (const [url, outcome] of Object.entries(contents.windowOpen))
        expect(outcome.result, url).toEqual({ action: 'deny' })
      expect(
        Object.fromEntries(Object.entries(contents.windowOpen).map(([url, outcome]) => [url, outcome.openedExternal]))
      ).toEqual(OPENED_EXTERNALLY)
    }
  })

  it("sends the page's https link to the OS browser through shell:open-external, and nothing else", () => {
    expect(report.openFromPage).toEqual({
      allowed: { ok: true, opened: ['https://example.com/help'] },
      refused: { ok: false, opened: [] }
    })
  })

  it('sends no client certificate to a server that asks one of main’s requests for it', () => {
    expect(report.clientCertificate).toEqual({ listeners: 1, defaultPrevented: true, sent: [null] })
  })

  it('never trusts a certificate Chromium rejected: no handler says yes, no verify proc, no switch', () => {
    expectCertificateRejected(report.appCertificateError)
    for (const contents of [...report.windows.map((w) => w.contents), report.strayContents])
      expectCertificateRejected(contents.certificateError)
    expect(report.certificateVerifyProcs).toEqual([])
    const names = report.switches.map((s) => s.replace(/^--/, '').split('=')[0])
    expect(names.filter((name) => WEAKENING_SWITCHES.includes(name ?? ''))).toEqual([])
  })

  it('sends API traffic through net.request on its own session, without cookies, following no redirect itself', () => {
    // On Windows and macOS electron-updater checks the feed too, on its own session.
    const sessions = new Set(report.api.requests.map((request) => request.session))
    expect([...sessions].filter((session) => session !== 'platform-api' && session !== 'electron-updater')).toEqual([])
    const api = report.api.requests.filter((request) => request.session !== 'electron-updater')
    expect(api.length).toBeGreaterThanOrEqual(1)
    expect(api[0]).toMatchObject({
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

  it('reads a large answer on the built body worker beside the built main', () => {
    expect(existsSync(join(ROOT, 'out/main/body-worker.cjs'))).toBe(true)
    // The server check accepts any JSON: here it succeeds only if out/main/body-worker.cjs started and read the 300 KB list.
    expect(report.api.largeConnect).toMatchObject({
      ok: true,
      data: { status: 'done', settings: { baseUrl: 'https://large.platform.example' } }
    })
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

  it('closing the window: on a Linux desktop without tray icons it closes (so the app quits) and Settings says why', () => {
    // CI runs this on each OS, and the built main reads the real process.platform.
    const expected: Record<string, Report['closing']> = {
      // Hiding it would leave the app running with no window and no icon to bring it back.
      linux: {
        prevented: false,
        hidden: false,
        notifications: [],
        trayProblem: expect.stringMatching(
          /^Your desktop shows no tray icons, so closing the window quits Platform Desktop/
        ) as string
      },
      // The notification area is always there: close to tray is on by default, and says so once.
      win32: { prevented: true, hidden: true, notifications: ['Platform Desktop is still running'], trayProblem: null },
      // The menu bar is always there, and close to tray is off by default.
      darwin: { prevented: false, hidden: false, notifications: [], trayProblem: null }
    }
    expect(report.closing).toEqual(expected[process.platform])
  })

  it('pauses background work on suspend and screen lock: every power event is handled', () => {
    expect([...report.powerEvents].sort()).toEqual(['lock-screen', 'resume', 'suspend', 'unlock-screen'])
  })

  it('keeps settings in electron-store, whose only IPC listener is its own channel', () => {
    expect(report.ipcOn).toEqual(['electron-store-get-data'])
    expect(existsSync(join(dir, 'settings.json'))).toBe(true)
  })

  it('fills in the defaults a settings file from an older version lacks, keeping what it had', () => {
    // conf compares the file with itself plus the defaults (its node:assert is util.isDeepStrictEqual in the
    // bundle: electron.vite.config.ts) and writes the filled-in settings when they differ.
    const older = bootMain<{ ok: boolean }>('startup', () => ({ settings: { theme: 'dark' } }))
    try {
      expect(older.report.ok).toBe(true)
      const written = JSON.parse(readFileSync(join(older.dir, 'settings.json'), 'utf8')) as Record<string, unknown>
      expect(written).toMatchObject({ theme: 'dark', language: 'system', accounts: [], recentSearchesEnabled: true })
    } finally {
      older.remove()
    }
  })

  it('logs into the rotated file through the pino-roll bundled into main', () => {
    expect(readFileSync(join(dir, 'logs', 'main.1.log'), 'utf8')).toContain('"msg"')
  })

  it('says in its log when Linux made no desktop entry the link handler, as for a bare AppImage', () => {
    // The stand-in plays a Linux with no installed entry named by desktopName (browser_linux.cc answers false).
    expect(readFileSync(join(dir, 'logs', 'main.1.log'), 'utf8')).toMatch(
      /did not make this copy the handler of platform-desktop:\/\/ links.*installed from the \.deb package/
    )
  })

  it('loads electron-updater under the update rules when packaged; an unreachable feed is a quiet error, never a dialog', () => {
    // Not 'disabled': the real electron-updater and the app's rules around it
    // loaded and took the feed (on Linux outside an AppImage it stays idle).
    expect(report.update).toMatchObject({
      ok: true,
      data: { phase: expect.stringMatching(/^(idle|checking|error)$/) as string }
    })
    if (report.update.data?.phase === 'error')
      expect(report.update.data.message).toMatch(/^Checking for updates failed: /)
    expect(report.errorBoxes).toEqual([])
  })

  it('reloads a crashed window once by itself, asks the second time, and tells the reloaded page why', () => {
    expect(report.rendererCrash.reloads).toBe(2)
    expect(report.rendererCrash.messageBoxes).toEqual(['The Platform Desktop window keeps stopping.'])
    expect(report.rendererCrash.notices).toContain(
      'The window stopped unexpectedly and was reloaded. Your sign-in and settings are safe.'
    )
  })

  it('starts the crash reporter before ready, keeping dumps on this computer', () => {
    const started = report.calls.findIndex((entry) => entry.call === 'crashReporter.start')
    expect(report.calls[started]).toEqual({ call: 'crashReporter.start', uploadToServer: false, submitURL: '' })
    expect(started).toBeGreaterThanOrEqual(0)
    expect(started).toBeLessThan(report.calls.findIndex((entry) => entry.call === 'whenReady'))
  })

  it('logs a crashed renderer and a child process that went away, each with its reason', () => {
    const lines = readFileSync(join(dir, 'logs', 'main.1.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; reason?: string; type?: string; exitCode?: number })
    const gone = lines
      .filter((line) => /went away/.test(line.msg))
      .map(({ msg, reason, type, exitCode }) => ({ msg, reason, type, exitCode }))
    expect(gone).toEqual([
      { msg: 'the window’s renderer process went away', reason: 'crashed', type: undefined, exitCode: 1 },
      { msg: 'the window’s renderer process went away', reason: 'oom', type: undefined, exitCode: 1 },
      { msg: 'a child process went away', reason: 'crashed', type: 'GPU', exitCode: 139 },
      { msg: 'a child process went away', reason: 'killed', type: 'Utility', exitCode: 15 }
    ])
  })

  it('denies every permission request and check on every session, the API partition included', () => {
    expect(Object.keys(report.sessions)).toEqual(expect.arrayContaining(['default', 'platform-api']))
    for (const [name, session] of Object.entries(report.sessions)) {
      // false, not 'no handler' (Electron would grant) or 'no answer' (a hung request).
      for (const [permission, granted] of Object.entries(session.requests))
        expect(granted, `${name}: request ${permission}`).toBe(false)
      for (const [permission, granted] of Object.entries(session.checks))
        expect(granted, `${name}: check ${permission}`).toBe(false)
    }
  })

  it('a right-click on a link pops up main’s menu over the window; its items open through the URL checks and copy', () => {
    expect(report.contextMenu.popups).toEqual([
      { window: 'window', items: ['Open Link in Browser', 'Copy Link Address'] }
    ])
    expect(report.contextMenu.opened).toEqual(['https://example.com/help'])
    expect(report.contextMenu.clipboard).toEqual(['https://example.com/help'])
  })

  it('spellcheck: every session is told no language the moment it exists; the window’s then gets the setting (off on Linux: none)', () => {
    expect(Object.keys(report.spellcheck)).toEqual(expect.arrayContaining(['default', 'platform-api']))
    for (const [name, { calls, languages }] of Object.entries(report.spellcheck)) {
      // The smoke runs where its Node runs; on Linux (CI) nothing may be downloaded.
      if (process.platform === 'darwin') expect(calls, name).toEqual([])
      else if (process.platform === 'linux') {
        expect(calls[0], name).toEqual([])
        expect(languages, name).toEqual([])
      }
    }
  })

  it('serves the renderer from app:// with the CSP, and nothing outside it', () => {
    expect(report.protocol.index.status).toBe(200)
    expect(report.protocol.index.csp).toContain("default-src 'self'")
    // The page's HTML may carry the picture of the last screen (src/main/app/start-page.ts): never stored.
    expect(report.protocol.index.cacheControl).toBe('no-store')
    expect(report.protocol.traversal.status).toBe(404)
    expect(report.protocol.otherHost.status).toBe(404)
  })

  it('gives the built page its CSP as the protocol’s header, with no meta tag to hold back its script', () => {
    const html = readFileSync(join(ROOT, 'out/renderer/index.html'), 'utf8')
    // A CSP meta tag stops Chromium's preload scanner until the parser reaches it (src/shared/csp.ts).
    expect(html).not.toMatch(/http-equiv\s*=\s*["']?Content-Security-Policy/i)
    expect(html).toMatch(/<script type="module"[^>]*src="\.\/assets\/index-[^"]+\.js"/)
    expect(report.protocol.index.csp).toBe(CONTENT_SECURITY_POLICY)
  })

  it('sends the strict CSP: exactly these directives, no unsafe-*, no wildcard, no network source', () => {
    const directives = parseCsp(report.protocol.index.csp ?? '')
    expect(directives).toEqual(EXPECTED_CSP)
    // The same, said as rules, so a future edit knows which one it broke.
    const sources = Object.values(directives).flat()
    expect(sources.filter((source) => /unsafe/i.test(source))).toEqual([])
    expect(sources.filter((source) => source.includes('*'))).toEqual([])
    expect(sources.filter((source) => /^(https?|wss?|blob|filesystem):/i.test(source))).toEqual([])
    expect(directives['connect-src']?.join(' ')).toMatch(/^'(none|self)'$/)
  })

  it('claims the installer’s AppUserModelID before ready, and names its login item after it', () => {
    const identity = report.calls.findIndex((entry) => entry.call === 'setAppUserModelId')
    expect(report.calls[identity]).toEqual({ call: 'setAppUserModelId', id: APP_ID })
    expect(identity).toBeLessThan(report.calls.findIndex((entry) => entry.call === 'whenReady'))
    const logins = report.calls.flatMap((entry, index) =>
      entry.call === 'setLoginItemSettings' ? [{ index, settings: entry.settings }] : []
    )
    for (const { index } of logins) expect(index).toBeGreaterThan(identity)
    // Linux has its own autostart entry; Windows also removes the value older builds wrote.
    const named = logins.flatMap(({ settings }) => (settings?.name === APP_ID ? [settings.openAtLogin] : []))
    expect(named).toEqual(process.platform === 'linux' ? [] : [false, true])
  })

  it('keeps the Linux autostart entry starting the AppImage that runs, at start and when turned on again', () => {
    const { atStart, off, on } = report.launchAtLogin
    if (process.platform === 'linux') {
      expect(entryProgram(atStart ?? '')).toBe(join(dir, APPIMAGE))
      expect(off).toBeNull()
      expect(on).toBe(autostartEntry({ exec: join(dir, APPIMAGE), startHidden: false }))
    } else {
      // Elsewhere the OS keeps the login item; an XDG entry is none of the app's business.
      expect([atStart, off, on]).toEqual([staleEntry, staleEntry, staleEntry])
    }
  })

  it('answers a proxy that asks electron-updater for credentials with what the person types in the window', () => {
    expect(report.proxy.question).toMatchObject({ host: 'proxy.corp.example', port: 3128, retry: false })
    expect(report.proxy.answers).toEqual([['ada', 'proxy-secret-7']])
  })

  it('says, in the window, when the AppImage runs without the sandbox', () => {
    expect(report.notices).toContain(say(desktopMessages.appImageNoSandbox))
  })

  it('ships a CommonJS preload that only requires electron', () => {
    const source = readFileSync(PRELOAD, 'utf8')
    expect(() => new Script(source, { filename: 'preload.cjs' })).not.toThrow()
    expect(source).not.toMatch(/^\s*(import|export)\s/m)
    const required = [...source.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1])
    expect([...new Set(required)]).toEqual(['electron'])
  })
})
