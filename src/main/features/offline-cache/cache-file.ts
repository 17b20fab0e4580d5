// One account's offline cache on disk: <userData>/offline-cache.<account>.json,
// sealed like the credential (core/security/sealed-box.ts): AES-256-GCM under
// a random data key of its own, that key encrypted by the OS (the session's
// Encryptor, i.e. safeStorage), the file's name and format the associated
// data. Nothing of a person is ever written in plain text. A file that is
// damaged, too large, changed, or moved from another account's name fails to
// open and is removed; a key the OS will not give right now (a locked
// keyring) leaves the file for later.
import * as nodeFs from 'node:fs/promises'
import { join } from 'node:path'

import { withZod } from '@shared/load-zod'

import { newDataKey, open, sealedFileSchema, sealInSlices } from '../../core/security/sealed-box'
import type { Encryptor } from '../session/encryptor'

export const cacheFileOf = (accountId: string) => `offline-cache.${accountId}.json`
/** An account's cache file, or the temporary file a write left; the account's id is the first group. */
export const CACHE_FILE_PATTERN = /^offline-cache\.([A-Za-z0-9_-]+)\.json(?:\.tmp)?$/

const FORMAT = 1
/** The sealed text is at most the bound (20 MB) plus a little; base64 makes it 4/3. Larger is not ours. */
export const MAX_FILE_BYTES = 30 * 1024 * 1024

/** Built at the first cache file read, not as main loads, with zod loaded then (@shared/load-zod). */
const fileSchema = withZod((z) => sealedFileSchema(z, FORMAT))

export type CacheFs = Pick<typeof nodeFs, 'readFile' | 'writeFile' | 'rename' | 'rm' | 'stat' | 'readdir'>

export type ReadOutcome =
  | { status: 'none' }
  /** The sealed text: one header line naming the account, then one line per entry. */
  | { status: 'opened'; lines: string[] }
  /** The OS gave no key now (a locked keyring): the file stays for a later start. */
  | { status: 'locked' }
  | { status: 'dropped'; reason: 'corrupt' | 'undecryptable' | 'other-account' }

export class CacheFile {
  readonly #name: string
  readonly #path: string
  readonly #account: string
  readonly #encryptor: Encryptor
  readonly #fs: CacheFs
  /** The data key and its OS-encrypted form, made once per run (or read from the file): a write does not ask the OS again. */
  #key: { plain: Buffer; wrapped: string } | null = null

  constructor(dir: string, account: string, encryptor: Encryptor, fs: CacheFs = nodeFs) {
    this.#name = cacheFileOf(account)
    this.#path = join(dir, this.#name)
    this.#account = account
    this.#encryptor = encryptor
    this.#fs = fs
  }

  #associatedData(): string {
    return `platform-desktop offline cache\nformat ${FORMAT}\nfile ${this.#name}`
  }

  /** The first line of the sealed text: which account it is (besides the file name in the associated data). */
  header(): string {
    return JSON.stringify({ account: this.#account })
  }

  async read(): Promise<ReadOutcome> {
    let text: string
    try {
      const { size } = await this.#fs.stat(this.#path)
      if (size > MAX_FILE_BYTES) return this.#drop('corrupt')
      text = await this.#fs.readFile(this.#path, 'utf8')
    } catch {
      return { status: 'none' }
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return this.#drop('corrupt')
    }
    const file = (await fileSchema()).safeParse(parsed)
    if (!file.success) return this.#drop('corrupt')
    if (!(await this.#encryptor.isAvailable().catch(() => false))) return { status: 'locked' }
    const decrypted = await this.#encryptor.decrypt(Buffer.from(file.data.key, 'base64'))
    if (decrypted.status === 'unavailable') return { status: 'locked' }
    if (decrypted.status === 'failed') return this.#drop('undecryptable')
    const plain = Buffer.from(decrypted.plainText, 'base64')
    const opened = open(plain, file.data, this.#associatedData())
    if (opened === null) return this.#drop('corrupt')
    const lines = opened.split('\n')
    if (lines[0] !== this.header()) return this.#drop('other-account')
    this.#key = { plain, wrapped: file.data.key }
    return { status: 'opened', lines: lines.slice(1) }
  }

  /**
   * Seals the header and then `pieces` (which make up the entry lines, each
   * starting with a newline) in slices, pausing between, and writes
   * atomically; false when it could not.
   */
  async write(pieces: readonly string[], pause: () => Promise<void>): Promise<boolean> {
    const key = await this.#dataKey()
    if (key === null) return false
    const parts = await sealInSlices(key.plain, [this.header(), ...pieces], this.#associatedData(), pause)
    // Built by hand, and written a piece at a time: the base64 needs no escaping, JSON.stringify would copy 20 MB again,
    // and one string of it would be encoded whole on main's thread to be written.
    const text = [
      `{"version":${FORMAT},"key":${JSON.stringify(key.wrapped)},"nonce":"${parts.nonce}","sealed":"`,
      ...parts.sealed,
      `","tag":"${parts.tag}"}`
    ]
    const temp = `${this.#path}.tmp`
    try {
      await this.#fs.writeFile(temp, text, { mode: 0o600 })
      await this.#fs.rename(temp, this.#path)
      return true
    } catch {
      await this.#fs.rm(temp, { force: true }).catch(() => undefined)
      return false
    }
  }

  async remove(): Promise<void> {
    await this.#fs.rm(this.#path, { force: true }).catch(() => undefined)
    await this.#fs.rm(`${this.#path}.tmp`, { force: true }).catch(() => undefined)
  }

  /** Bytes on disk (0: no file). */
  async size(): Promise<number> {
    try {
      return (await this.#fs.stat(this.#path)).size
    } catch {
      return 0
    }
  }

  async #dataKey(): Promise<{ plain: Buffer; wrapped: string } | null> {
    if (this.#key) return this.#key
    try {
      if (!(await this.#encryptor.isAvailable())) return null
      const plain = newDataKey()
      const out = await this.#encryptor.encrypt(plain.toString('base64'))
      this.#key = { plain, wrapped: Buffer.from(out.cipher).toString('base64') }
      return this.#key
    } catch {
      return null
    }
  }

  async #drop(reason: 'corrupt' | 'undecryptable' | 'other-account'): Promise<ReadOutcome> {
    await this.remove()
    return { status: 'dropped', reason }
  }
}
