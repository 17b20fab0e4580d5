// The last view models main served, per account (issue 38): what the window
// shows at once at the next start, and keeps while the platform is out of
// reach. Each entry is one channel and its arguments, with when it was saved.
// Kept on disk (cache-file.ts, sealed) only for a remembered sign-in;
// without Remember me it lives in memory and goes with the process. Bounded
// per account (MAX_ACCOUNT_BYTES, oldest out), removed with the sign-out or
// the account, and cleared from Settings.
import * as nodeFs from 'node:fs/promises'
import { join } from 'node:path'

import type { Channel } from '@shared/ipc'

import type { Encryptor } from '../session/encryptor'
import { CACHE_FILE_PATTERN, CacheFile, type CacheFs } from './cache-file'
import { jsonPieces, nextTurn } from './stringify-in-slices'

/** The channels whose answers are kept: the views a person reads (issue 38's list). */
export const cachedChannels = [
  'people:profile',
  'people:activity',
  'people:followers',
  'notifications:list',
  'account:info',
  'status:get',
  'status:platform-updates'
] as const satisfies readonly Channel[]
export type CachedChannel = (typeof cachedChannels)[number]
export const isCachedChannel = (channel: string): channel is CachedChannel =>
  (cachedChannels as readonly string[]).includes(channel)

/** Under this name the page's picture of its last screen is kept beside the answers (KeptScreenModel). */
export const SCREEN_ENTRY = 'offline-cache:screen'
/** What an entry holds: a channel's answer, or the picture of the screen. */
export type KeptName = CachedChannel | typeof SCREEN_ENTRY
const isKeptName = (name: string): name is KeptName => name === SCREEN_ENTRY || isCachedChannel(name)

/** On disk, per account (issue 38). */
export const MAX_ACCOUNT_BYTES = 20 * 1024 * 1024
/** The entries' own bound: base64 makes the sealed text 4/3 as large on disk, and the file's fields take a little. */
export const MAX_ENTRY_BYTES = Math.floor((MAX_ACCOUNT_BYTES * 3) / 4) - 4096
export const SAVE_DELAY_MS = 1_000

export interface CachedAnswer {
  channel: KeptName
  request: unknown
  value: unknown
  /** When main served it (ms since the epoch). */
  savedAt: number
}

interface Entry {
  channel: KeptName
  request: unknown
  savedAt: number
  /** Channel, arguments and time as one JSON line: the entry's line on disk is this, a tab, and json. */
  meta: string
  /** The value as JSON, in pieces (a long list's slices, jsonPieces): what goes to disk, and is measured against the bound with meta. */
  json: readonly string[]
  /** Its share of the sealed text in UTF-8: its line and the newline before it. */
  bytes: number
  /** The value itself while this run has it (parsed from json when read from disk). */
  value?: unknown
}

interface Slot {
  entries: Map<string, Entry>
  file: CacheFile
  /** Read from disk once, the first time the account's cache is wanted. */
  loaded: Promise<void>
  timer: ReturnType<typeof setTimeout> | null
  /** The writes, one after the other (never two at once into the same temporary file). */
  saving: Promise<void>
  /** Set when the account is forgotten: nothing more is written for this slot. */
  gone: boolean
}

export interface OfflineCacheDeps {
  dir: string
  encryptor: Encryptor
  /** Whether the account's sign-in is remembered (kept on disk): only then is its cache. */
  remembered: (account: string) => boolean
  now?: () => number
  fs?: CacheFs
  pause?: () => Promise<void>
  saveDelayMs?: number
  /** The bound of the entries' sealed text (tests make it small); MAX_ENTRY_BYTES when absent. */
  maxEntryBytes?: number
  warn?: (message: string) => void
}

const keyOf = (channel: string, request: unknown) => `${channel} ${JSON.stringify(request) ?? ''}`
const metaOf = (channel: KeptName, request: unknown, savedAt: number) => JSON.stringify({ channel, request, savedAt })
/** An entry's share of the sealed text: its meta, a tab, its JSON's `jsonBytes`, and the newline before the line. */
const bytesOf = (meta: string, jsonBytes: number) => Buffer.byteLength(meta) + jsonBytes + 2

export class OfflineCache {
  readonly #deps: OfflineCacheDeps
  readonly #slots = new Map<string, Slot>()
  readonly #now: () => number
  readonly #pause: () => Promise<void>

  /** Closed at quit (close): nothing more is written. */
  #closed = false

  constructor(deps: OfflineCacheDeps) {
    this.#deps = deps
    this.#now = deps.now ?? Date.now
    this.#pause = deps.pause ?? nextTurn
  }

  #slot(account: string): Slot {
    const existing = this.#slots.get(account)
    if (existing) return existing
    const file = new CacheFile(this.#deps.dir, account, this.#deps.encryptor, this.#deps.fs)
    const slot: Slot = {
      entries: new Map(),
      file,
      loaded: Promise.resolve(),
      timer: null,
      saving: Promise.resolve(),
      gone: false
    }
    slot.loaded = this.#load(slot)
    this.#slots.set(account, slot)
    return slot
  }

  async #load(slot: Slot): Promise<void> {
    const outcome = await slot.file.read()
    if (outcome.status === 'dropped') this.#deps.warn?.(`an offline cache file was dropped: ${outcome.reason}`)
    if (outcome.status !== 'opened') return
    for (const line of outcome.lines) {
      const tab = line.indexOf('\t')
      if (tab < 0) continue
      try {
        const meta = JSON.parse(line.slice(0, tab)) as { channel?: unknown; request?: unknown; savedAt?: unknown }
        if (typeof meta.channel !== 'string' || !isKeptName(meta.channel)) continue
        if (typeof meta.savedAt !== 'number' || !Number.isFinite(meta.savedAt)) continue
        const key = keyOf(meta.channel, meta.request)
        // Something this run served meanwhile is newer.
        if (slot.entries.has(key)) continue
        slot.entries.set(key, {
          channel: meta.channel,
          request: meta.request,
          savedAt: meta.savedAt,
          meta: line.slice(0, tab),
          json: [line.slice(tab + 1)],
          bytes: bytesOf(line.slice(0, tab), Buffer.byteLength(line.slice(tab + 1)))
        })
      } catch {
        // One damaged line costs that entry only (the file as a whole was authenticated).
      }
    }
    this.#trim(slot)
  }

  /** Keeps what main just served for `account`. Never throws. */
  async put(account: string, channel: KeptName, request: unknown, value: unknown): Promise<void> {
    try {
      const slot = this.#slot(account)
      const json = await jsonPieces(value, this.#pause)
      if (slot.gone || this.#slots.get(account) !== slot) return
      const savedAt = this.#now()
      const meta = metaOf(channel, request, savedAt)
      slot.entries.set(keyOf(channel, request), {
        channel,
        request,
        savedAt,
        meta,
        json: json.pieces,
        bytes: bytesOf(meta, json.bytes),
        value
      })
      this.#trim(slot)
      this.#saveLater(account, slot)
    } catch (error) {
      this.#deps.warn?.(`an answer could not be kept in the offline cache: ${(error as Error).message}`)
    }
  }

  /** The account's last answer on one channel and arguments (or its picture of the screen), or null. */
  async get(account: string, channel: KeptName, request: unknown): Promise<CachedAnswer | null> {
    const slot = this.#slot(account)
    await slot.loaded
    const entry = slot.entries.get(keyOf(channel, request))
    return entry ? this.#answer(slot, entry) : null
  }

  /**
   * The account's kept answers on the channels `wanted` takes (all by default), newest first; only they are parsed.
   * The picture of the screen is not an answer: `get` gives it.
   */
  async all(account: string, wanted: (channel: CachedChannel) => boolean = () => true): Promise<CachedAnswer[]> {
    const slot = this.#slot(account)
    await slot.loaded
    return [...slot.entries.values()]
      .filter((entry) => entry.channel !== SCREEN_ENTRY && wanted(entry.channel))
      .sort((a, b) => b.savedAt - a.savedAt)
      .map((entry) => this.#answer(slot, entry))
      .filter((answer) => answer !== null)
  }

  #answer(slot: Slot, entry: Entry): CachedAnswer | null {
    if (!('value' in entry)) {
      try {
        entry.value = JSON.parse(entry.json.join('')) as unknown
      } catch {
        slot.entries.delete(keyOf(entry.channel, entry.request))
        return null
      }
    }
    return { channel: entry.channel, request: entry.request, value: entry.value, savedAt: entry.savedAt }
  }

  /** The account's sign-out, or its removal: nothing of its cache stays, in memory or on disk. */
  async forget(account: string): Promise<void> {
    const slot = this.#slots.get(account)
    this.#slots.delete(account)
    if (slot) {
      slot.gone = true
      if (slot.timer !== null) clearTimeout(slot.timer)
      slot.entries.clear()
      await slot.file.remove()
    } else {
      await new CacheFile(this.#deps.dir, account, this.#deps.encryptor, this.#deps.fs).remove()
    }
  }

  /**
   * Removes the cache files of accounts not in `listed` (an account that left
   * the list while its file could not be removed, a crash between): nothing
   * would ever read them. Run at start, before any account is being added.
   */
  async removeUnlisted(listed: ReadonlySet<string>): Promise<void> {
    const fs = this.#deps.fs ?? nodeFs
    const names = await fs.readdir(this.#deps.dir).catch(() => [] as string[])
    for (const name of names) {
      const id = CACHE_FILE_PATTERN.exec(name)?.[1]
      if (id === undefined || listed.has(id) || this.#slots.has(id)) continue
      await fs.rm(join(this.#deps.dir, name), { force: true }).catch(() => undefined)
    }
  }

  /** Bytes the cache of these accounts takes: on disk, else (not remembered) in memory. */
  async size(accounts: readonly string[]): Promise<number> {
    let total = 0
    for (const account of accounts) {
      const slot = this.#slots.get(account)
      const onDisk = await (
        slot?.file ?? new CacheFile(this.#deps.dir, account, this.#deps.encryptor, this.#deps.fs)
      ).size()
      total += onDisk > 0 ? onDisk : slot ? totalOf(slot) : 0
    }
    return total
  }

  /**
   * At quit: writes what waits, as flush does, and takes nothing more to disk. An answer that arrives after (a request
   * still under way) is kept in memory only: no save timer outlives the app's dispose.
   */
  async close(): Promise<void> {
    this.#closed = true
    await this.flush()
  }

  /** Writes every account's pending cache now, and waits for the writes under way. */
  async flush(): Promise<void> {
    await Promise.all(
      [...this.#slots.entries()].map(([account, slot]) => {
        if (slot.timer !== null) {
          clearTimeout(slot.timer)
          slot.timer = null
          this.#queueSave(account, slot)
        }
        return slot.saving
      })
    )
  }

  #trim(slot: Slot): void {
    const max = this.#deps.maxEntryBytes ?? MAX_ENTRY_BYTES
    let bytes = totalOf(slot)
    if (bytes <= max) return
    for (const [key, entry] of [...slot.entries.entries()].sort((a, b) => a[1].savedAt - b[1].savedAt)) {
      slot.entries.delete(key)
      bytes -= entry.bytes
      if (bytes <= max) return
    }
  }

  #saveLater(account: string, slot: Slot): void {
    if (this.#closed || slot.timer !== null) return
    slot.timer = setTimeout(() => {
      slot.timer = null
      this.#queueSave(account, slot)
    }, this.#deps.saveDelayMs ?? SAVE_DELAY_MS)
  }

  #queueSave(account: string, slot: Slot): void {
    slot.saving = slot.saving.then(() => this.#save(account, slot)).catch(() => undefined)
  }

  async #save(account: string, slot: Slot): Promise<void> {
    await slot.loaded
    if (slot.gone) return
    // Without Remember me nothing goes to disk, and a file an earlier remembered sign-in left goes.
    if (!this.#deps.remembered(account)) return slot.file.remove()
    const pieces = [...slot.entries.values()].flatMap((entry) => [`\n${entry.meta}\t`, ...entry.json])
    const written = await slot.file.write(pieces, this.#pause)
    // Forgotten while it was being written: the file goes after all.
    if (slot.gone) await slot.file.remove()
    else if (!written) this.#deps.warn?.('the offline cache could not be saved')
  }
}

function totalOf(slot: Slot): number {
  let total = 0
  for (const entry of slot.entries.values()) total += entry.bytes
  return total
}
