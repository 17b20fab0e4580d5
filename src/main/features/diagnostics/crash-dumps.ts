// The crash dumps Crashpad kept on this computer, by name and date only: the
// diagnostics report says they exist, so a person can choose to send them,
// and never holds their contents (a dump is a copy of a process's memory).
// Crashpad keeps them in its database under the crashDumps folder
// (electron/electron shell/common/electron_paths.cc, DIR_CRASH_DUMPS is
// <userData>/Crashpad), in "completed", "pending" and "new" subfolders.
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

export interface CrashDump {
  name: string
  modified: string
}

/** More would say nothing more; the newest are the ones worth sending. */
export const MAX_LISTED_DUMPS = 20
const MAX_DEPTH = 2

/** The newest dumps first; none when the folder is missing or unreadable. */
export async function listCrashDumps(dir: string): Promise<CrashDump[]> {
  const found: { name: string; at: number }[] = []
  const walk = async (folder: string, depth: number): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      const path = join(folder, entry.name)
      if (entry.isDirectory() && depth < MAX_DEPTH) await walk(path, depth + 1)
      else if (entry.isFile() && entry.name.endsWith('.dmp')) {
        const info = await stat(path).catch(() => null)
        if (info) found.push({ name: entry.name, at: info.mtimeMs })
      }
    }
  }
  await walk(dir, 0)
  return found
    .sort((a, b) => b.at - a.at)
    .slice(0, MAX_LISTED_DUMPS)
    .map((dump) => ({ name: dump.name, modified: new Date(dump.at).toISOString() }))
}
