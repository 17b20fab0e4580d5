// Does this Linux desktop show tray icons? Electron's tray asks the session
// bus the same two questions Chromium's StatusIconLinuxDbus does (chromium
// chrome/browser/ui/views/status_icons/status_icon_linux_dbus.cc,
// OnNameHasOwnerResponse and OnHostRegisteredResponse): is
// org.kde.StatusNotifierWatcher owned, and does it say a host is registered?
// When either answer is no, Electron falls back to a GtkStatusIcon
// (electron/electron shell/browser/ui/tray_icon_linux.cc,
// OnImplInitializationFailed), which stock GNOME never shows, and nothing of
// this reaches JavaScript. So we ask the bus ourselves, with the command-line
// client the desktop already has (GLib's gdbus, else dbus-send), rather than
// bundle a D-Bus library for two calls.
import type { TrayPresence } from './os-surfaces'

/** Runs a command and resolves with its standard output; rejects when it cannot be run or fails. */
export type RunCommand = (command: string, args: string[]) => Promise<string>

const WATCHER = 'org.kde.StatusNotifierWatcher'
// A session bus that does not answer should not hold up the start for long.
const TIMEOUT_MS = 1_500

interface Client {
  command: string
  hasOwner: string[]
  hostRegistered: string[]
}

// gdbus prints `(true,)` and `(<true>,)`; dbus-send prints `boolean true` and `variant boolean true`.
const CLIENTS: Client[] = [
  {
    command: 'gdbus',
    hasOwner: [
      'call',
      '--session',
      '--dest',
      'org.freedesktop.DBus',
      '--object-path',
      '/org/freedesktop/DBus',
      '--method',
      'org.freedesktop.DBus.NameHasOwner',
      WATCHER
    ],
    hostRegistered: [
      'call',
      '--session',
      '--dest',
      WATCHER,
      '--object-path',
      '/StatusNotifierWatcher',
      '--method',
      'org.freedesktop.DBus.Properties.Get',
      WATCHER,
      'IsStatusNotifierHostRegistered'
    ]
  },
  {
    command: 'dbus-send',
    hasOwner: [
      '--session',
      '--print-reply',
      '--dest=org.freedesktop.DBus',
      '/org/freedesktop/DBus',
      'org.freedesktop.DBus.NameHasOwner',
      `string:${WATCHER}`
    ],
    hostRegistered: [
      '--session',
      '--print-reply',
      `--dest=${WATCHER}`,
      '/StatusNotifierWatcher',
      'org.freedesktop.DBus.Properties.Get',
      `string:${WATCHER}`,
      'string:IsStatusNotifierHostRegistered'
    ]
  }
]

/** The one boolean in a client's reply, or null when the reply holds none. */
export function replyBoolean(output: string): boolean | null {
  const match = /\b(true|false)\b/.exec(output)
  return match ? match[1] === 'true' : null
}

export const runCommand: RunCommand = async (command, args) => {
  // Loaded at the first question, after the first window: child_process brings net and dgram with it, which main's
  // start need not load (docs/performance.md, main.startupRatio). Taken as the object, not with import(): main's
  // bundle runs as CommonJS from the loader's vm.Script, which has no loader for import() (src/main/boot/load-main.ts).
  const { execFile } = process.getBuiltinModule('node:child_process')
  return new Promise((resolve, reject) => {
    // execFile's error is an Error carrying `code` ('ENOENT' when the command is missing, else the exit code).
    execFile(
      command,
      args,
      { timeout: TIMEOUT_MS, windowsHide: true, encoding: 'utf8' },
      (error: Error | null, stdout: string) => (error ? reject(error) : resolve(stdout))
    )
  })
}

async function ask(run: RunCommand, client: Client): Promise<TrayPresence> {
  const owned = replyBoolean(await run(client.command, client.hasOwner))
  if (owned === null) return 'unknown'
  if (!owned) return 'none'
  const registered = replyBoolean(await run(client.command, client.hostRegistered))
  if (registered === null) return 'unknown'
  return registered ? 'visible' : 'none'
}

/** 'visible' only when a status-notifier host answered; 'unknown' when no client could ask. */
export async function statusNotifierHost(run: RunCommand = runCommand): Promise<TrayPresence> {
  for (const client of CLIENTS) {
    try {
      return await ask(run, client)
    } catch (error) {
      // Only a missing client is worth trying the next one for; a bus that failed answers the same to both.
      if ((error as NodeJS.ErrnoException | null)?.code !== 'ENOENT') return 'unknown'
    }
  }
  return 'unknown'
}
