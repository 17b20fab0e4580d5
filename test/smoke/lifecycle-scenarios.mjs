// The runs of the smoke stand-in besides the boot report (electron-stand-in.mjs),
// picked by $SMOKE_SCENARIO, and the rounds the boot report adds: what a
// person does (Quit from the tray, Restart to update, Settings, a proxy's
// question) and what the app asked of the OS meanwhile.

import { desktop, Menu } from './os-stand-in.mjs'
import { settle } from './stand-in-probes.mjs'
const { existsSync, readFileSync, writeFileSync } = process.getBuiltinModule('node:fs')
const { join } = process.getBuiltinModule('node:path')

const TRUSTED = { sender: { id: 1 }, senderFrame: { url: 'app://platform/index.html', parent: null } }
const ipc = (record, channel, request) => record.ipcHandlers[channel]?.(TRUSTED, request)
const autostartFile = () => join(process.env.XDG_CONFIG_HOME ?? '', 'autostart', 'platform-desktop.desktop')
const readAutostart = () => (existsSync(autostartFile()) ? readFileSync(autostartFile(), 'utf8') : null)

async function until(condition, ms) {
  for (const end = Date.now() + ms; !condition() && Date.now() < end;) await settle(10)
}

/** Launch at login turned off and on again in Settings; the autostart entry as it was at each step. */
export async function launchAtLoginRound(record) {
  const atStart = readAutostart()
  await ipc(record, 'settings:update', { launchAtLogin: false })
  const off = readAutostart()
  await ipc(record, 'settings:update', { launchAtLogin: true })
  return { atStart, off, on: readAutostart() }
}

/** The proxy asks electron-updater's request; the person answers the question the window shows. */
export async function proxyRound(record) {
  const asked = () => record.sent.find((sent) => sent.channel === 'proxy:login-required')?.payload ?? null
  await until(() => asked() !== null, 3000)
  const question = asked()
  if (question) await ipc(record, 'proxy:login', { id: question.id, username: 'ada', password: 'proxy-secret-7' })
  await until(() => record.proxyAnswers.length > 0, 1000)
  return { question, answers: record.proxyAnswers }
}

/** A run that ends without quitting (or fails to quit) still reports, after this long. */
const GIVE_UP_MS = 3000
/** `words` waits on the page's first answer and a dialog, each slower beside npm test's other lanes: it ends by itself. */
const WORDS_GIVE_UP_MS = 10_000

/**
 * The bench's start-up (bench/startup-bench.ts): as soon as the first window
 * starts loading, the page's first question (`app:bootstrap`) is answered;
 * what it reports is when, since the process started (Node's
 * performance.timeOrigin), the window was created and the answer came.
 */
async function startupScenario({ record, dismissKeyringPrompt }) {
  // The OS keyring answers at once: a prompt's wait is the person's, not the app's.
  dismissKeyringPrompt()
  const answer = await ipc(record, 'app:bootstrap', undefined)
  const answeredMs = performance.now()
  // What main's loader did with V8's code cache (src/main/boot/code-cache.ts), when main came through it.
  const codeCache = globalThis[Symbol.for('platform-desktop.code-cache')] ?? null
  writeFileSync(
    process.env.SMOKE_REPORT,
    JSON.stringify({ windowMs: record.firstWindowAt, answeredMs, ok: answer?.ok === true, codeCache })
  )
  process.exit(0)
}

/**
 * The bench's start-up with remembered accounts (bench/startup-bench.ts,
 * with $SMOKE_KEYRING=secret-service): as `startup`, then until every
 * listed account's sign-in is back from disk; the keyring's one prompt is
 * answered as the first call reaches it.
 */
async function startupRestoredScenario({ record, dismissKeyringPrompt }) {
  dismissKeyringPrompt()
  const answer = await ipc(record, 'app:bootstrap', undefined)
  const answeredMs = performance.now()
  // Restored when main tells the page that every account is signed in again (accounts:changed, or session:changed's
  // list), timed when main sent it: Electron's IPC carries it to the page's process at once, whatever main does next.
  const allBack = (sent) => {
    const list = sent.channel === 'session:changed' ? sent.payload?.accounts : sent.payload
    const listed = sent.channel === 'accounts:changed' || sent.channel === 'session:changed' ? list?.accounts : null
    return Array.isArray(listed) && listed.length > 0 && listed.every((account) => account.signedIn)
  }
  const until = performance.now() + 10_000
  while (!record.sent.some(allBack) && performance.now() < until) await settle(5)
  const told = record.sent.find(allBack)
  const restoredMs = told?.at ?? performance.now()
  const listed = await ipc(record, 'accounts:list', undefined)
  const accounts =
    listed?.ok && listed.data.accounts.every((account) => account.signedIn) ? listed.data.accounts.length : 0
  writeFileSync(
    process.env.SMOKE_REPORT,
    JSON.stringify({
      windowMs: record.firstWindowAt,
      answeredMs,
      restoredMs,
      accounts,
      ok: answer?.ok === true && told !== undefined
    })
  )
  process.exit(0)
}

export async function lifecycleScenario(name, context) {
  const { record, autoUpdater, finish } = context
  if (name === 'startup') return startupScenario(context)
  if (name === 'startup-restored') return startupRestoredScenario(context)
  setTimeout(() => finish(0, 'still running'), name === 'words' ? WORDS_GIVE_UP_MS : GIVE_UP_MS)
  if (name === 'quit-while-loading') {
    // The tray is up before the window's first page has loaded: Quit from its menu.
    const quit = desktop.trays[0]?.menu?.find((item) => item.label === 'Quit Platform Desktop')
    quit?.click()
  } else if (name === 'quit-for-update') {
    await settle(50)
    // What electron-updater's MacUpdater.quitAndInstall calls ("Restart to update" on macOS).
    autoUpdater.quitAndInstall()
  } else if (name === 'appimage-update') {
    await settle(50)
    // "Restart to update" with electron-updater's AppImageUpdater: doInstall
    // starts the new AppImage (out/AppImageUpdater.js 106-108, spawnLog,
    // detached), then BaseUpdater.quitAndInstall (out/BaseUpdater.js 13-23),
    // one tick later, emits 'before-quit-for-update' on Electron's autoUpdater
    // and calls app.quit(): 'before-quit' runs, and main waits on its dispose.
    setImmediate(() => {
      autoUpdater.emit('before-quit-for-update')
      context.app.quit()
      // The new AppImage asks for the lock while this one is still quitting.
      record.newInstanceGotLock = context.app.anotherInstanceAsks(['/opt/Platform-Desktop-0.2.0.AppImage'])
    })
  } else if (name === 'words') {
    // What main says in the language it runs in: the menus' and the tray's words, and Help → About's sentence,
    // which has placeholders (FormatJS formats it; the others are plain words).
    await ipc(record, 'app:bootstrap', undefined)
    const labels = (items) =>
      items.flatMap((item) => [...(item.label ? [item.label] : []), ...(item.submenu ? labels(item.submenu) : [])])
    const tray = desktop.trays[0]
    const boxes = (record.messageBoxes ?? []).length
    Menu.clickApplicationItem('help:about')
    await until(() => (record.messageBoxes ?? []).length > boxes, 2000)
    record.words = {
      menu: labels(desktop.applicationMenu ?? []),
      tray: { tooltip: tray?.tooltip ?? null, menu: labels(tray?.menu ?? []) },
      about: (record.messageBoxes ?? []).slice(boxes)
    }
    finish(0, 'done')
  } else if (name === 'make-code-cache') {
    // The run `npm run dist` makes to build main's code cache (scripts/make-code-cache.mjs): the page asks its first
    // question as a page does, and main quits by itself once started up (src/main/electron/code-cache-run.ts); the
    // quit ends the run ('quit'), and the give-up timer above one where main does not quit.
    context.dismissKeyringPrompt()
    await ipc(record, 'app:bootstrap', undefined)
  } else if (name === 'dev-run') {
    await settle(50)
    record.launchAtLogin = await launchAtLoginRound(record)
    finish(0, 'done')
  }
}

export function lifecycleReport(record, exitCode, ended) {
  return {
    ended,
    exitCode,
    errorBoxes: record.errorBoxes ?? [],
    calls: record.calls,
    updateInstalled: record.updateInstalled,
    newInstanceGotLock: record.newInstanceGotLock ?? null,
    windows: record.windows.map((window) => ({ destroyed: window.destroyed, hidden: Boolean(window.hidden) })),
    protocolClients: record.protocolClients,
    launchAtLogin: record.launchAtLogin ?? null,
    words: record.words ?? null,
    autostart: readAutostart()
  }
}
