// The Electron security lint: what a line of code under src/ must never do to
// the window, the page or the app's trust in TLS (docs/security.md, "The
// window, the page and the app's own rules"). Plain `no-restricted-syntax`
// selectors, so each rule is one line anyone can read and the message says
// what to do instead; test/unit/lint/electron-security.test.ts proves each
// one fires. Rules that match nothing today guard the next change.
//
// A rule with `onlyIn` is allowed in that one file: the module that owns the
// job. Anything else that must break a rule says why on the line before it:
// `// eslint-disable-next-line no-restricted-syntax -- <reason>`.

/** A setting written as an object property (`{ sandbox: false }`) or assigned (`prefs.sandbox = false`). */
const setting = (names, value) => {
  const name = `/^(${names})$/`
  const valueTest = value === undefined ? '' : `[value.value=${value}]`
  const rightTest = value === undefined ? '' : `[right.value=${value}]`
  return `:matches(Property[key.name=${name}]${valueTest}, Property[key.value=${name}]${valueTest}, AssignmentExpression[left.property.name=${name}]${rightTest})`
}
/** `shell.x` or `electron.shell.x`, called or passed around. */
const shellMember = (names) =>
  `MemberExpression[property.name=/^(${names})$/]:matches([object.name='shell'], [object.property.name='shell'])`
const member = (names) => `MemberExpression[property.name=/^(${names})$/]`

const WINDOW = `NewExpression:matches([callee.name=/^(BrowserWindow|BrowserView|WebContentsView)$/], [callee.property.name=/^(BrowserWindow|BrowserView|WebContentsView)$/])`
/** A window whose own options do not write `webPreferences.<name>` out as a literal. */
const windowWithout = (name) =>
  `${WINDOW}:not(:has(Property[key.name='webPreferences'] > ObjectExpression > Property[key.name='${name}'][value.type='Literal']))`

// Chromium switches that weaken TLS, the sandbox, site isolation or the
// same-origin policy, or open a debugger (Electronegativity's list, which
// matches by substring, plus the site-isolation ones).
const WEAKENING_SWITCHES = [
  'ignore-certificate-errors',
  'ignore-urlfetcher-cert-requests',
  'disable-web-security',
  'allow-running-insecure-content',
  'allow-file-access-from-files',
  'enable-local-file-accesses',
  'unsafely-treat-insecure-origin-as-secure',
  'reduce-security-for-testing',
  'no-sandbox',
  'allow-no-sandbox-job',
  'disable-site-isolation-trials',
  'disable-features',
  'disable-kill-after-bad-ipc',
  'disable-webrtc-encryption',
  'disable-xss-auditor',
  'cipher-suite-blacklist',
  'host-rules',
  'host-resolver-rules',
  'auth-server-whitelist',
  'auth-server-allowlist',
  'auth-negotiate-delegate-whitelist',
  'auth-negotiate-delegate-allowlist',
  'explicitly-allowed-ports',
  'remote-debugging-port',
  'remote-debugging-address',
  'remote-allow-origins',
  'inspect',
  'js-flags',
  'debug-packed-apps',
  'expose-internals-for-testing',
  'gpu-launcher',
  'net-log-capture-mode'
]
const SWITCH_CALL = `CallExpression[callee.property.name=/^(appendSwitch|appendArgument)$/]`

/** @type {{ selector: string, message: string, onlyIn?: string }[]} */
export const ELECTRON_SECURITY_RULES = [
  // webPreferences: every one that weakens the window.
  {
    selector: setting('nodeIntegration|nodeIntegrationInWorker|nodeIntegrationInSubFrames', true),
    message:
      'nodeIntegration gives the page Node, and with it the whole computer: keep nodeIntegration, nodeIntegrationInWorker and nodeIntegrationInSubFrames false, and give the page what it needs as a channel of the IPC contract (src/shared/ipc.ts).'
  },
  {
    selector: setting('contextIsolation', false),
    message:
      "contextIsolation: false lets the page reach the preload's and Electron's own objects: keep it true; the preload hands the page the contract through contextBridge."
  },
  {
    selector: setting('sandbox', false),
    message:
      "sandbox: false runs the page's process and the preload outside Chromium's sandbox, with Node: keep it true (a sandboxed preload still has contextBridge and ipcRenderer)."
  },
  {
    selector: setting('webSecurity', false),
    message:
      'webSecurity: false turns off the same-origin policy: keep it true; main makes every request the page needs.'
  },
  {
    selector: setting('allowRunningInsecureContent', true),
    message:
      'allowRunningInsecureContent: true lets a secure page run http scripts: keep it false; the page loads only its own files from app://platform.'
  },
  {
    selector: setting('experimentalFeatures', true),
    message:
      'experimentalFeatures: true switches on Chromium features that are not finished or hardened: keep it false.'
  },
  {
    selector: setting('enableBlinkFeatures'),
    message: 'enableBlinkFeatures switches on Blink features that are off for a reason: remove it.'
  },
  {
    selector: setting('webviewTag', true),
    message:
      'webviewTag: true lets the page embed <webview>, a guest page with webPreferences of its own: keep it false (and harden.ts refuses every webview anyway).'
  },
  {
    selector: `AssignmentExpression:matches([left.property.name='ELECTRON_DISABLE_SECURITY_WARNINGS'], [left.property.value='ELECTRON_DISABLE_SECURITY_WARNINGS'])`,
    message:
      "Electron's security warnings are how a weakened window shows itself in development: leave them on and fix what they report."
  },
  // Every window states its security settings where it is made.
  ...['contextIsolation', 'sandbox', 'nodeIntegration', 'webSecurity'].map((name) => ({
    selector: windowWithout(name),
    message: `Write webPreferences.${name} out, as a literal, in the options of every new BrowserWindow, BrowserView or WebContentsView: never left to a default or a variable, so a reader sees it where the window is made (the boot smoke test checks the values).`
  })),

  // What leaves the app for the OS.
  {
    selector: shellMember('openExternal'),
    onlyIn: 'src/main/electron/open-external.ts',
    message:
      'Open links with openAllowedExternal (src/main/electron/open-external.ts), the one place that lets through only parsed https (http on loopback) without credentials: the OS opens whatever shell.openExternal is handed, file: and custom schemes included.'
  },
  {
    selector: shellMember('openPath|openItem'),
    message:
      'shell.openPath runs a file with whatever program the OS picks, a program itself included: the app opens no files; to show one, use shell.showItemInFolder.'
  },
  {
    selector: member('setAsDefaultProtocolClient'),
    message:
      "Any web page can launch a registered scheme's links, with anything in them: register a scheme only beside a parser that refuses all but what the app expects, and say why on the line before (eslint-disable-next-line no-restricted-syntax -- <reason>)."
  },

  // Sessions, certificates and Chromium's switches.
  {
    selector: member('setPermissionRequestHandler|setPermissionCheckHandler|setDevicePermissionHandler'),
    onlyIn: 'src/main/electron/harden.ts',
    message:
      'Permission handlers are set in one place, hardenSession (src/main/electron/harden.ts), which denies every permission the app does not need: add a permission to ALLOWED_PERMISSIONS there instead.'
  },
  {
    selector: member('setCertificateVerifyProc'),
    message:
      "setCertificateVerifyProc replaces Chromium's certificate check for the whole session: leave it unset; a platform with its own certificate authority is trusted through the OS certificate store."
  },
  {
    selector: `CallExpression[callee.property.name=/^(on|once|addListener|prependListener|prependOnceListener)$/][arguments.0.value='certificate-error']`,
    message:
      'A certificate-error handler exists only to trust a certificate Chromium rejected (without one, Electron rejects it): do not add one; a platform with its own certificate authority is trusted through the OS certificate store.'
  },
  {
    selector: `${SWITCH_CALL}[arguments.0.value=/(${WEAKENING_SWITCHES.join('|')})/]`,
    message:
      "This Chromium switch weakens TLS, the sandbox, site isolation or the same-origin policy, or opens a debugger: keep it off the app's command line."
  },
  {
    selector: `${SWITCH_CALL}:not([arguments.0.type='Literal'])`,
    message: 'Write a Chromium switch out as a string literal, so the lint and a reviewer can see which one it is.'
  },

  // Main writing into the page, and the page's tools.
  {
    selector: member('executeJavaScript|executeJavaScriptInIsolatedWorld|insertCSS'),
    message:
      "executeJavaScript and insertCSS make main's strings the page's code or style: the page runs only the built renderer; send it data over the IPC contract instead. A development-only tool may disable this on its line, saying why."
  },
  {
    selector: member('openDevTools|toggleDevTools'),
    message:
      "DevTools give whoever sits at the window the page's bridge and everything it shows: open them only in development (behind !app.isPackaged, with eslint-disable-next-line and the reason)."
  },
  {
    selector: `CallExpression[callee.property.name='loadURL']:matches([arguments.0.value=/^http:/i], [arguments.0.quasis.0.value.raw=/^http:/i])`,
    message:
      'A window loads only https or the app:// scheme: over http, anyone on the network can replace the page and with it what it asks main to do.'
  },
  {
    selector: member('(register|intercept)(File|Buffer|String|Http|Stream)Protocol'),
    message:
      'The register*/intercept*Protocol APIs are deprecated: serve a scheme with protocol.handle, as renderer-protocol.ts does with its path checks.'
  },

  // The page's own code.
  {
    selector: `:matches(JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML'])`,
    message:
      "dangerouslySetInnerHTML turns a string into markup, and a platform's text into script in our page: render it as text (JSX escapes it) or build the elements."
  },
  {
    selector: `:matches(AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/], CallExpression[callee.property.name=/^(insertAdjacentHTML|parseFromString|setHTMLUnsafe|parseHTMLUnsafe)$/], CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/])`,
    message: 'Writing HTML from a string turns data into markup and script: render with React, or set textContent.'
  },
  {
    selector: `CallExpression:matches([callee.name='eval'], [callee.property.name='eval'])`,
    message:
      "eval runs a string as code (the page's CSP refuses it, and main has no need): parse data with JSON.parse or a zod schema instead."
  },
  {
    selector: `:matches(NewExpression, CallExpression)[callee.name='Function']`,
    message:
      "The Function constructor compiles a string into code, like eval (the page's CSP refuses it): write the function out."
  },
  {
    selector: `:matches(JSXOpeningElement[name.name='webview'], CallExpression[callee.property.name='createElement'][arguments.0.value='webview'])`,
    message:
      '<webview> embeds a guest page with webPreferences of its own, and the app refuses every one (will-attach-webview, src/main/electron/harden.ts): send outside pages to the OS browser instead.'
  },
  {
    selector: `:matches(JSXAttribute[name.name='allowpopups'], CallExpression[callee.property.name='setAttribute'][arguments.0.value='allowpopups'])`,
    message:
      'allowpopups lets a guest page open windows of its own: the app opens no guest pages and no pop-ups; links go to the OS browser.'
  }
]

const SOURCE = 'src/**/*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}'

const restrict = (rules) => ({
  'no-restricted-syntax': ['error', ...rules.map(({ selector, message }) => ({ selector, message }))]
})

/**
 * Flat-config blocks: every rule on all of src/, then, per owning file, the
 * same list without the rules that file owns. A later block replaces a rule's
 * options rather than merging them, so each block carries its whole list.
 */
export function electronSecurityConfig() {
  const owners = [...new Set(ELECTRON_SECURITY_RULES.flatMap((rule) => (rule.onlyIn ? [rule.onlyIn] : [])))]
  return [
    { files: [SOURCE], rules: restrict(ELECTRON_SECURITY_RULES) },
    ...owners.map((file) => ({
      files: [file],
      rules: restrict(ELECTRON_SECURITY_RULES.filter((rule) => rule.onlyIn !== file))
    }))
  ]
}
