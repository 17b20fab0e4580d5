// The newest signing time this computer has accepted for each channel file
// (feed-signature.ts): a signed but older file served later is refused, so a
// feed host cannot hold a copy back on a release it already moved past.
// Kept in <userData>/update-feed.json, which holds nothing secret. A missing
// or unreadable file counts as nothing seen (a process that can delete it can
// also replace the app); writes are atomic, so a crash never leaves half a file.
import { randomBytes } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'

export interface FeedRecord {
  /** Epoch milliseconds, or null when this file was never accepted. */
  newest(name: string): Promise<number | null>
  /** Remembers `signedAt` for `name` when it is newer than what is kept. */
  saw(name: string, signedAt: number): Promise<void>
}

/** Channel files a feed has: latest-linux.yml, beta-linux-arm64.yml, … A few; a file naming more is not ours. */
const MAX_NAMES = 32
const NAME = /^[A-Za-z0-9._-]{1,100}$/

function entriesOf(text: string): Map<string, number> {
  const kept = new Map<string, number>()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return kept
  }
  const newest = (parsed as { newest?: unknown } | null)?.newest
  if (typeof newest !== 'object' || newest === null) return kept
  for (const [name, value] of Object.entries(newest)) {
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
    if (NAME.test(name) && !Number.isNaN(time) && kept.size < MAX_NAMES) kept.set(name, time)
  }
  return kept
}

export function fileFeedRecord(file: string): FeedRecord {
  const read = async () => entriesOf(await readFile(file, 'utf8').catch(() => ''))
  // One write at a time, each on the latest contents.
  let queue: Promise<void> = Promise.resolve()
  return {
    newest: async (name) => (await read()).get(name) ?? null,
    saw: (name, signedAt) => {
      const write = async () => {
        const kept = await read()
        if ((kept.get(name) ?? Number.NEGATIVE_INFINITY) >= signedAt || !NAME.test(name)) return
        kept.delete(name)
        kept.set(name, signedAt)
        const newest = Object.fromEntries(
          [...kept].slice(-MAX_NAMES).map(([key, time]) => [key, new Date(time).toISOString()])
        )
        const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
        try {
          await writeFile(temp, `${JSON.stringify({ version: 1, newest }, null, 2)}\n`)
          await rename(temp, file)
        } catch (error) {
          await rm(temp, { force: true }).catch(() => undefined)
          throw error
        }
      }
      queue = queue.then(write, write)
      return queue
    }
  }
}
