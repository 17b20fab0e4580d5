// The Electron security lint (scripts/eslint/electron-security.mjs) is a list
// of selectors: a typo in one matches nothing and passes in silence. This
// lints a small bad snippet for each rule, in the folder the rule guards, and
// the good form beside it, through the project's own ESLint config.
import { describe, expect, it } from 'vitest'

import { ELECTRON_SECURITY_RULES } from '../../../scripts/eslint/electron-security.mjs'
import { ruleMessages } from '../../support/syntax-eslint'

const securityMessages = (file: string, code: string) => ruleMessages('no-restricted-syntax', file, code)

/** The one rule whose message contains `key`. */
function ruleMessage(key: string): string {
  const found = ELECTRON_SECURITY_RULES.filter((rule) => rule.message.includes(key))
  if (found.length !== 1) throw new Error(`"${key}" names ${found.length} rules, not one`)
  return found[0]?.message ?? ''
}

const MAIN = 'src/main/electron/start.ts'
const WINDOW_FILE = 'src/main/electron/main-window.ts'
const PAGE = 'src/renderer/src/ui/generic-value.tsx'

const SECURE = { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true }
/** A window whose webPreferences are the secure four with `changes` applied (undefined drops one). */
function windowWith(changes: Record<string, unknown> = {}): string {
  const prefs = Object.entries({ ...SECURE, ...changes })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ')
  return `import { BrowserWindow } from 'electron'\nexport const w = new BrowserWindow({ show: false, webPreferences: { ${prefs} } })\n`
}
const electronCode = (body: string) =>
  `import { app, session, shell, protocol, BrowserWindow } from 'electron'\nexport function f(url: string, win: BrowserWindow): unknown {\n  ${body}\n  return [app, session, shell, protocol, url, win]\n}\n`
const pageCode = (body: string) => `export function View({ text }: { text: string }) {\n  ${body}\n}\n`

interface Case {
  /** A phrase of the rule's message that names it alone. */
  rule: string
  file: string
  bad: string
  good: string
}

const CASES: Case[] = [
  // webPreferences
  {
    rule: 'nodeIntegration gives the page Node',
    file: WINDOW_FILE,
    bad: windowWith({ nodeIntegration: true }),
    good: windowWith()
  },
  {
    rule: 'nodeIntegration gives the page Node',
    file: WINDOW_FILE,
    bad: windowWith({ nodeIntegrationInWorker: true }),
    good: windowWith({ nodeIntegrationInWorker: false })
  },
  {
    rule: 'nodeIntegration gives the page Node',
    file: WINDOW_FILE,
    bad: windowWith({ nodeIntegrationInSubFrames: true }),
    good: windowWith({ nodeIntegrationInSubFrames: false })
  },
  {
    rule: 'contextIsolation: false',
    file: WINDOW_FILE,
    bad: windowWith({ contextIsolation: false }),
    good: windowWith()
  },
  { rule: 'sandbox: false', file: WINDOW_FILE, bad: windowWith({ sandbox: false }), good: windowWith() },
  {
    rule: 'sandbox: false',
    file: MAIN,
    bad: electronCode("const prefs: Record<string, boolean> = {}\n  prefs['x'] = true\n  prefs.sandbox = false"),
    good: electronCode("const prefs: Record<string, boolean> = {}\n  prefs['x'] = true\n  prefs.sandbox = true")
  },
  { rule: 'webSecurity: false', file: WINDOW_FILE, bad: windowWith({ webSecurity: false }), good: windowWith() },
  {
    rule: 'allowRunningInsecureContent: true',
    file: WINDOW_FILE,
    bad: windowWith({ allowRunningInsecureContent: true }),
    good: windowWith({ allowRunningInsecureContent: false })
  },
  {
    rule: 'experimentalFeatures: true',
    file: WINDOW_FILE,
    bad: windowWith({ experimentalFeatures: true }),
    good: windowWith({ experimentalFeatures: false })
  },
  {
    rule: 'enableBlinkFeatures',
    file: WINDOW_FILE,
    bad: windowWith({ enableBlinkFeatures: 'CSSPseudoHas' }),
    good: windowWith({ disableBlinkFeatures: 'Auxclick' })
  },
  {
    rule: 'webviewTag: true',
    file: WINDOW_FILE,
    bad: windowWith({ webviewTag: true }),
    good: windowWith({ webviewTag: false })
  },
  {
    rule: "Electron's security warnings",
    file: MAIN,
    bad: electronCode("process.env.ELECTRON_DISABLE_SECURITY_WARNINGS = 'true'"),
    good: electronCode('if (process.env.ELECTRON_DISABLE_SECURITY_WARNINGS) app.quit()')
  },
  // every window says it
  {
    rule: 'webPreferences.contextIsolation out',
    file: WINDOW_FILE,
    bad: windowWith({ contextIsolation: undefined }),
    good: windowWith()
  },
  {
    rule: 'webPreferences.sandbox out',
    file: WINDOW_FILE,
    bad: windowWith({ sandbox: undefined }),
    good: windowWith()
  },
  {
    rule: 'webPreferences.nodeIntegration out',
    file: WINDOW_FILE,
    bad: windowWith({ nodeIntegration: undefined }),
    good: windowWith()
  },
  {
    rule: 'webPreferences.webSecurity out',
    file: WINDOW_FILE,
    bad: windowWith({ webSecurity: undefined }),
    good: windowWith()
  },
  {
    rule: 'webPreferences.sandbox out',
    file: MAIN,
    bad: electronCode(
      'const options = { webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true } }\n  new BrowserWindow(options).show()'
    ),
    good: electronCode(
      'new BrowserWindow({ webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true } }).show()'
    )
  },
  {
    rule: 'webPreferences.contextIsolation out',
    file: MAIN,
    bad: electronCode(
      'const strict = url.length > 0\n  new BrowserWindow({ webPreferences: { contextIsolation: strict, sandbox: true, nodeIntegration: false, webSecurity: true } }).show()'
    ),
    good: electronCode(
      'new BrowserWindow({ webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true } }).show()'
    )
  },
  // what leaves for the OS
  {
    rule: 'Open links with openAllowedExternal',
    file: 'src/main/electron/harden.ts',
    bad: electronCode('void shell.openExternal(url)'),
    good: electronCode('void url')
  },
  {
    rule: 'Open links with openAllowedExternal',
    file: 'src/main/app/app-handlers.ts',
    bad: electronCode('const open = shell.openExternal\n  void open(url)'),
    good: electronCode('void url')
  },
  {
    rule: 'shell.openPath',
    file: MAIN,
    bad: electronCode('void shell.openPath(url)'),
    good: electronCode('shell.showItemInFolder(url)')
  },
  {
    rule: 'shell.openPath',
    file: MAIN,
    bad: electronCode(
      'const legacy = shell as unknown as { openItem: (p: string) => void }\n  legacy.openItem(url)\n  void shell.openPath'
    ),
    good: electronCode('shell.showItemInFolder(url)')
  },
  {
    rule: 'registered scheme',
    file: MAIN,
    bad: electronCode("app.setAsDefaultProtocolClient('platform-desktop')"),
    good: electronCode("void app.isDefaultProtocolClient('platform-desktop')")
  },
  // sessions, certificates, switches
  {
    rule: 'Permission handlers are set in one place',
    file: MAIN,
    bad: electronCode('session.defaultSession.setPermissionRequestHandler((_c, _p, callback) => callback(true))'),
    good: electronCode('void session.defaultSession.clearCache()')
  },
  {
    rule: 'Permission handlers are set in one place',
    file: MAIN,
    bad: electronCode('session.defaultSession.setPermissionCheckHandler(() => true)'),
    good: electronCode('void session.defaultSession.clearCache()')
  },
  {
    rule: 'setCertificateVerifyProc',
    file: MAIN,
    bad: electronCode('session.defaultSession.setCertificateVerifyProc((_request, callback) => callback(0))'),
    good: electronCode('void session.defaultSession.clearCache()')
  },
  {
    rule: 'A certificate-error handler',
    file: MAIN,
    bad: electronCode(
      "app.on('certificate-error', (event, _contents, _url, _error, _certificate, callback) => {\n    event.preventDefault()\n    callback(true)\n  })"
    ),
    good: electronCode("app.on('login', (event) => event.preventDefault())")
  },
  {
    rule: 'A certificate-error handler',
    file: MAIN,
    bad: electronCode("win.webContents.once('certificate-error', (event) => event.preventDefault())"),
    good: electronCode("win.webContents.once('did-finish-load', () => undefined)")
  },
  {
    rule: 'This Chromium switch',
    file: MAIN,
    bad: electronCode("app.commandLine.appendSwitch('ignore-certificate-errors')"),
    good: electronCode("app.commandLine.appendSwitch('lang', 'en-US')")
  },
  {
    rule: 'This Chromium switch',
    file: MAIN,
    bad: electronCode("app.commandLine.appendSwitch('disable-web-security')"),
    good: electronCode("app.commandLine.appendSwitch('lang', 'en-US')")
  },
  {
    rule: 'This Chromium switch',
    file: MAIN,
    bad: electronCode("app.commandLine.appendSwitch('remote-debugging-port', '9222')"),
    good: electronCode("app.commandLine.appendSwitch('lang', 'en-US')")
  },
  {
    rule: 'This Chromium switch',
    file: MAIN,
    bad: electronCode("app.commandLine.appendArgument('--no-sandbox')"),
    good: electronCode("void app.commandLine.hasSwitch('no-sandbox')")
  },
  {
    rule: 'Write a Chromium switch out',
    file: MAIN,
    bad: electronCode('app.commandLine.appendSwitch(url)'),
    good: electronCode("app.commandLine.appendSwitch('lang', url)")
  },
  // main writing into the page
  {
    rule: 'executeJavaScript and insertCSS',
    file: MAIN,
    bad: electronCode("void win.webContents.executeJavaScript('document.title')"),
    good: electronCode("win.webContents.send('x')")
  },
  {
    rule: 'executeJavaScript and insertCSS',
    file: MAIN,
    bad: electronCode("void win.webContents.insertCSS('body { color: red }')"),
    good: electronCode("win.webContents.send('x')")
  },
  {
    rule: 'DevTools give whoever',
    file: MAIN,
    bad: electronCode('win.webContents.openDevTools()'),
    good: electronCode('win.webContents.focus()')
  },
  {
    rule: 'A window loads only https',
    file: MAIN,
    bad: electronCode("void win.loadURL('http://platform.example.com/')"),
    good: electronCode("void win.loadURL('app://platform/index.html')")
  },
  {
    rule: 'A window loads only https',
    file: MAIN,
    bad: electronCode('void win.loadURL(`http://${url}/`)'),
    good: electronCode('void win.loadURL(`https://${url}/`)')
  },
  {
    rule: 'register*/intercept*Protocol',
    file: 'src/main/electron/renderer-protocol.ts',
    bad: electronCode("protocol.registerFileProtocol('app', (_request, callback) => callback({ path: url }))"),
    good: electronCode("protocol.handle('app', () => new Response(url))")
  },
  {
    rule: 'register*/intercept*Protocol',
    file: MAIN,
    bad: electronCode("protocol.interceptBufferProtocol('https', () => undefined)"),
    good: electronCode("protocol.handle('app', () => new Response(url))")
  },
  // the page's own code
  {
    rule: 'dangerouslySetInnerHTML',
    file: PAGE,
    bad: pageCode('return <p dangerouslySetInnerHTML={{ __html: text }} />'),
    good: pageCode('return <p>{text}</p>')
  },
  {
    rule: 'Writing HTML from a string',
    file: PAGE,
    bad: pageCode('document.body.innerHTML = text\n  return null'),
    good: pageCode('document.body.textContent = text\n  return null')
  },
  {
    rule: 'Writing HTML from a string',
    file: PAGE,
    bad: pageCode("document.body.insertAdjacentHTML('beforeend', text)\n  return null"),
    good: pageCode('document.body.append(text)\n  return null')
  },
  {
    rule: 'Writing HTML from a string',
    file: PAGE,
    bad: pageCode("new DOMParser().parseFromString(text, 'text/html')\n  return null"),
    good: pageCode('new Text(text)\n  return null')
  },
  {
    rule: 'Writing HTML from a string',
    file: PAGE,
    bad: pageCode('document.write(text)\n  return null'),
    good: pageCode('document.title = text\n  return null')
  },
  {
    rule: 'eval runs a string',
    file: PAGE,
    bad: pageCode('return <p>{String(eval(text))}</p>'),
    good: pageCode('return <p>{String(JSON.parse(text))}</p>')
  },
  {
    rule: 'eval runs a string',
    file: MAIN,
    bad: electronCode('void globalThis.eval(url)'),
    good: electronCode('void JSON.parse(url)')
  },
  {
    rule: 'The Function constructor',
    file: PAGE,
    bad: pageCode("const f = new Function('return 1')\n  return <p>{String(f)}</p>"),
    good: pageCode('const f = () => 1\n  return <p>{String(f)}</p>')
  },
  {
    rule: '<webview> embeds a guest page',
    file: PAGE,
    bad: pageCode('return <webview src={text} />'),
    good: pageCode('return <a href={text}>{text}</a>')
  },
  {
    rule: '<webview> embeds a guest page',
    file: PAGE,
    bad: pageCode("document.body.append(document.createElement('webview'))\n  return text"),
    good: pageCode("document.body.append(document.createElement('a'))\n  return text")
  },
  {
    rule: 'allowpopups lets a guest page',
    file: PAGE,
    bad: pageCode('return <iframe title={text} allowpopups="true" />'),
    good: pageCode('return <iframe title={text} sandbox="" />')
  },
  {
    rule: 'allowpopups lets a guest page',
    file: PAGE,
    bad: pageCode("document.body.setAttribute('allowpopups', text)\n  return null"),
    good: pageCode("document.body.setAttribute('title', text)\n  return null")
  }
]

describe('Electron security lint', () => {
  it('has a case for every rule', () => {
    const covered = new Set(CASES.map((c) => ruleMessage(c.rule)))
    expect(ELECTRON_SECURITY_RULES.map((rule) => rule.message).filter((message) => !covered.has(message))).toEqual([])
  })

  it.each(CASES.map((c) => [c.rule, c.file, c] as const))(
    '%s: fires in %s, and not on the good form',
    async (_rule, file, c) => {
      expect(await securityMessages(file, c.bad)).toContain(ruleMessage(c.rule))
      expect(await securityMessages(file, c.good)).toEqual([])
    }
  )

  it('lets the owning module do what it owns, and only that', async () => {
    expect(
      await securityMessages('src/main/electron/open-external.ts', electronCode('void shell.openExternal(url)'))
    ).toEqual([])
    expect(
      await securityMessages(
        'src/main/electron/harden.ts',
        electronCode('session.defaultSession.setPermissionRequestHandler((_c, _p, callback) => callback(false))')
      )
    ).toEqual([])
    expect(
      await securityMessages(
        'src/main/electron/open-external.ts',
        electronCode('session.defaultSession.setPermissionCheckHandler(() => false)')
      )
    ).toEqual([ruleMessage('Permission handlers are set in one place')])
    expect(await securityMessages('src/main/electron/harden.ts', windowWith({ sandbox: false }))).toEqual([
      ruleMessage('sandbox: false')
    ])
  })

  it('holds in the preload too', async () => {
    expect(
      await securityMessages('src/preload/index.ts', "const code = 'x'\nexport const y: unknown = eval(code)\n")
    ).toEqual([ruleMessage('eval runs a string')])
  })
})
