// Launch at login on Linux: an XDG autostart entry (the freedesktop.org
// Desktop Application Autostart Specification) that the app writes and
// removes itself. macOS and Windows use app.setLoginItemSettings instead.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'

export const AUTOSTART_FILE = 'platform-desktop.desktop'
export const HIDDEN_ARG = '--hidden'

/** Quotes an Exec argument as the Desktop Entry spec asks (double quotes, escaped \ " ` $). */
function quoteArg(arg: string): string {
  return /[\s"'\\`$;&|<>()*?#~]/.test(arg) ? `"${arg.replace(/([\\"`$])/g, '\\$1')}"` : arg
}

export function autostartEntry(options: { exec: string; startHidden: boolean; name?: string }): string {
  const exec = [options.exec, ...(options.startHidden ? [HIDDEN_ARG] : [])].map(quoteArg).join(' ')
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    `Name=${options.name ?? 'Platform Desktop'}`,
    'Comment=Platform status, notifications and your profile, on your desktop',
    `Exec=${exec}`,
    'Icon=platform-desktop',
    'Terminal=false',
    'Categories=Network;Utility;',
    'X-GNOME-Autostart-enabled=true',
    ''
  ].join('\n')
}

/** $XDG_CONFIG_HOME/autostart, or ~/.config/autostart. */
export function autostartDir(env: Record<string, string | undefined> = process.env): string {
  const config = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(env.HOME ?? homedir(), '.config')
  return join(config, 'autostart')
}

export async function setLinuxAutostart(enabled: boolean, options: { exec: string; startHidden: boolean; dir?: string }): Promise<void> {
  const dir = options.dir ?? autostartDir()
  const file = join(dir, AUTOSTART_FILE)
  if (!enabled) {
    await rm(file, { force: true })
    return
  }
  await mkdir(dir, { recursive: true })
  await writeFile(file, autostartEntry(options), { mode: 0o644 })
}
