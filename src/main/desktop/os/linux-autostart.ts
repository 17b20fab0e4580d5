// Launch at login on Linux: an XDG autostart entry (the freedesktop.org
// Desktop Application Autostart Specification) that the app writes and
// removes itself. macOS and Windows use app.setLoginItemSettings instead
// (login-item.ts decides which).
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'

import { say } from '../../core/i18n'
import { desktopMessages } from './desktop-words'

export const AUTOSTART_FILE = 'platform-desktop.desktop'
export const HIDDEN_ARG = '--hidden'

// The Desktop Entry Specification, "The Exec key": an argument holding one
// of these must be quoted.
const RESERVED = /[\s"'\\><~|&;$*?#()`]/
// The string type's escapes (spec, "Possible value types"), which readers undo before the quoting.
const STRING_ESCAPES: Record<string, string> = { s: ' ', n: '\n', t: '\t', r: '\r', '\\': '\\' }

/**
 * One Exec argument as the spec asks, in its three layers: a literal % is
 * %%; an argument with a reserved character is double-quoted with " ` $ \
 * escaped by a backslash; then, as for any string value, every backslash is
 * doubled (so a quoted $ is written \\$) and control characters are escaped.
 */
function execArg(arg: string): string {
  const field = arg.replace(/%/g, '%%')
  const quoted = RESERVED.test(field) ? `"${field.replace(/(["`$\\])/g, '\\$1')}"` : field
  return quoted.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r')
}

function execValue(options: { exec: string; startHidden: boolean }): string {
  return [options.exec, ...(options.startHidden ? [HIDDEN_ARG] : [])].map(execArg).join(' ')
}

export function autostartEntry(options: { exec: string; startHidden: boolean; name?: string }): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    `Name=${options.name ?? 'Platform Desktop'}`,
    `Comment=${say(desktopMessages.autostartComment)}`,
    `Exec=${execValue(options)}`,
    'Icon=platform-desktop',
    'Terminal=false',
    'Categories=Network;Utility;',
    'X-GNOME-Autostart-enabled=true',
    ''
  ].join('\n')
}

/** The line index of the main group's Exec key, or -1. */
function execLine(lines: readonly string[]): number {
  let inMain = false
  for (const [index, line] of lines.entries()) {
    if (line.startsWith('[')) inMain = line.trim() === '[Desktop Entry]'
    else if (inMain && /^Exec\s*=/.test(line)) return index
  }
  return -1
}

/** The program an entry starts (its Exec key's first argument, unescaped), or null. */
export function entryProgram(content: string): string | null {
  const lines = content.split('\n')
  const line = lines[execLine(lines)]
  if (line === undefined) return null
  const value = line
    .replace(/^Exec\s*=\s*/, '')
    .replace(/\\(.)/g, (escape, char: string) => STRING_ESCAPES[char] ?? escape)
  let program = ''
  if (value.startsWith('"')) {
    let index = 1
    for (; index < value.length && value[index] !== '"'; index++)
      program += value[index] === '\\' ? (value[++index] ?? '') : value[index]
    if (value[index] !== '"') return null
  } else program = value.split(/[ \t]/)[0] ?? ''
  return program ? program.replace(/%%/g, '%') : null
}

/** $XDG_CONFIG_HOME/autostart, or ~/.config/autostart. */
export function autostartDir(env: Record<string, string | undefined> = process.env): string {
  const config =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/')
      ? env.XDG_CONFIG_HOME
      : join(env.HOME ?? homedir(), '.config')
  return join(config, 'autostart')
}

export async function setLinuxAutostart(
  enabled: boolean,
  options: { exec: string; startHidden: boolean; dir?: string | undefined }
): Promise<void> {
  const dir = options.dir ?? autostartDir()
  const file = join(dir, AUTOSTART_FILE)
  if (!enabled) {
    await rm(file, { force: true })
    return
  }
  await mkdir(dir, { recursive: true })
  await writeFile(file, autostartEntry(options), { mode: 0o644 })
}

/**
 * Points an existing entry at `exec` when it starts another program: an
 * AppImage an update renamed, or one that was moved. Only the Exec line
 * changes, so a desktop's own marks (a session manager's "disabled") stay;
 * with no entry there is nothing to do, since whoever removed it chose so.
 * Synchronous, because electron-updater renames the AppImage while the app
 * quits. True when the entry was rewritten.
 */
export function repointLinuxAutostart(options: {
  exec: string
  startHidden: boolean
  dir?: string | undefined
}): boolean {
  const file = join(options.dir ?? autostartDir(), AUTOSTART_FILE)
  let content: string
  try {
    content = readFileSync(file, 'utf8')
  } catch {
    return false
  }
  if (entryProgram(content) === options.exec) return false
  const lines = content.split('\n')
  const index = execLine(lines)
  const next = index < 0 ? autostartEntry(options) : lines.with(index, `Exec=${execValue(options)}`).join('\n')
  // Written aside and renamed over, so a quit halfway through never leaves half an entry.
  writeFileSync(`${file}.new`, next, { mode: 0o644 })
  renameSync(`${file}.new`, file)
  return true
}
