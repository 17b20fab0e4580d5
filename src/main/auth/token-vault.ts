// The remembered credential on disk: encrypted by the OS, in its own file,
// readable by the owner only. Plain metadata (who, until when) sits beside
// the ciphertext so the app can say who was signed in without decrypting.
//
// A sign-out must leave no usable credential, even when the OS will not let
// go of the file (Windows EBUSY/EPERM from an indexer or antivirus): then the
// file is emptied, and a "signed out" record beside it makes the next start
// ignore and remove any credential saved before that moment.
import { randomBytes } from 'node:crypto'
import * as nodeFs from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import type { Persistence } from '../../shared/session'
import { WEAK_BACKEND, type Encryptor } from './encryptor'

export const VAULT_FILE = 'credentials.json'
export const SIGNED_OUT_FILE = 'credentials.signed-out.json'

const metaSchema = z.object({
  /** The server that issued the credential: it is never sent anywhere else. */
  baseUrl: z.string(),
  username: z.string(),
  userId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  method: z.enum(['password', 'api-key'])
})
export type CredentialMeta = z.infer<typeof metaSchema>

const fileSchema = z.object({
  version: z.literal(1),
  backend: z.string(),
  savedAt: z.string(),
  cipher: z.string().min(1),
  meta: metaSchema
})

const signedOutSchema = z.object({ signedOutAt: z.string() })

export type SaveOutcome =
  | { persisted: true; persistence: Exclude<Persistence, 'memory'> }
  | { persisted: false; reason: 'unavailable' | 'weak-backend' | 'write-failed' }

export type LoadOutcome =
  | { status: 'none' }
  | { status: 'loaded'; token: string; meta: CredentialMeta; persistence: Exclude<Persistence, 'memory'> }
  | { status: 'discarded'; reason: 'corrupt' | 'undecryptable' | 'weak-not-allowed' }
  /** The keyring is locked or missing right now: the file is kept for a later start. */
  | { status: 'locked' }
  /** The OS would not let us read the file right now (EACCES, EBUSY, EISDIR…): it is left alone. */
  | { status: 'unreadable'; code: string }

/**
 * removed: no credential file is left. neutralised: the file is still there
 * but emptied or recorded as signed out, so it will never be used. failed:
 * a usable credential may still be on disk.
 */
export type ClearOutcome = 'removed' | 'neutralised' | 'failed'

export type VaultFs = Pick<typeof nodeFs, 'readFile' | 'writeFile' | 'rename' | 'rm'>

export interface VaultOptions {
  fs?: VaultFs
  now?: () => number
  /** Pauses between delete attempts; locks from indexers usually pass quickly. */
  retryDelaysMs?: readonly number[]
}

const codeOf = (error: unknown): string => String((error as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class TokenVault {
  readonly #file: string
  readonly #signedOutFile: string
  readonly #encryptor: Encryptor
  readonly #fs: VaultFs
  readonly #now: () => number
  readonly #retryDelays: readonly number[]

  constructor(dir: string, encryptor: Encryptor, options: VaultOptions = {}) {
    this.#file = join(dir, VAULT_FILE)
    this.#signedOutFile = join(dir, SIGNED_OUT_FILE)
    this.#encryptor = encryptor
    this.#fs = options.fs ?? nodeFs
    this.#now = options.now ?? Date.now
    this.#retryDelays = options.retryDelaysMs ?? [50, 200]
  }

  async save(token: string, meta: CredentialMeta, allowWeak: boolean): Promise<SaveOutcome> {
    if (!(await this.#encryptor.isAvailable().catch(() => false))) return { persisted: false, reason: 'unavailable' }
    const backend = this.#encryptor.backend()
    if (backend === WEAK_BACKEND && !allowWeak) return { persisted: false, reason: 'weak-backend' }
    const temp = `${this.#file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      const cipher = Buffer.from(await this.#encryptor.encrypt(token)).toString('base64')
      const record = { version: 1 as const, backend, savedAt: new Date(this.#now()).toISOString(), cipher, meta }
      // Created owner-only; a umask can only narrow that further.
      await this.#fs.writeFile(temp, JSON.stringify(record), { mode: 0o600 })
      await this.#fs.rename(temp, this.#file)
    } catch {
      await this.#fs.rm(temp, { force: true }).catch(() => undefined)
      return { persisted: false, reason: 'write-failed' }
    }
    // Saved after the recorded sign-out, so the record no longer matters.
    await this.#fs.rm(this.#signedOutFile, { force: true }).catch(() => undefined)
    return { persisted: true, persistence: backend === WEAK_BACKEND ? 'weak' : 'encrypted' }
  }

  async load(allowWeak: boolean): Promise<LoadOutcome> {
    let text: string
    try {
      text = await this.#fs.readFile(this.#file, 'utf8')
    } catch (error) {
      const code = codeOf(error)
      return code === 'ENOENT' ? { status: 'none' } : { status: 'unreadable', code }
    }
    const signedOutAt = await this.#signedOutAt()
    let record: z.infer<typeof fileSchema> | null = null
    try {
      record = fileSchema.parse(JSON.parse(text))
    } catch {
      record = null
    }
    // Saved before a sign-out that could not delete it: never used, removed quietly.
    if (signedOutAt !== null && (record === null || !(Date.parse(record.savedAt) > signedOutAt))) {
      await this.clear()
      return { status: 'none' }
    }
    if (record === null) {
      await this.clear()
      return { status: 'discarded', reason: 'corrupt' }
    }
    if (record.backend === WEAK_BACKEND && !allowWeak) {
      await this.clear()
      return { status: 'discarded', reason: 'weak-not-allowed' }
    }
    // A keyring that is merely locked (e.g. before the desktop unlocks it) is
    // no reason to throw the saved sign-in away.
    if (!(await this.#encryptor.isAvailable().catch(() => false))) return { status: 'locked' }
    try {
      const token = await this.#encryptor.decrypt(Buffer.from(record.cipher, 'base64'))
      if (!token) throw new Error('empty')
      return { status: 'loaded', token, meta: record.meta, persistence: record.backend === WEAK_BACKEND ? 'weak' : 'encrypted' }
    } catch {
      await this.clear()
      return { status: 'discarded', reason: 'undecryptable' }
    }
  }

  /** Never throws: a sign-out or a discard must not fail because the disk did. */
  async clear(): Promise<ClearOutcome> {
    if (await this.#remove()) {
      await this.#fs.rm(this.#signedOutFile, { force: true }).catch(() => undefined)
      return 'removed'
    }
    const recorded = await this.#fs
      .writeFile(this.#signedOutFile, JSON.stringify({ signedOutAt: new Date(this.#now()).toISOString() }), { mode: 0o600 })
      .then(() => true, () => false)
    const emptied = await this.#fs.writeFile(this.#file, '').then(() => true, () => false)
    if (emptied && (await this.#remove())) return 'removed'
    return recorded || emptied ? 'neutralised' : 'failed'
  }

  /** Deletes the credential file, retrying a lock; true when no file is left. */
  async #remove(): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.#fs.rm(this.#file, { force: true })
        return true
      } catch (error) {
        // A folder where the file should be holds no credential; it is not ours to delete.
        if (/EISDIR/.test(codeOf(error))) return true
        const delay = this.#retryDelays[attempt]
        if (delay === undefined) return false
        await sleep(delay)
      }
    }
  }

  async #signedOutAt(): Promise<number | null> {
    try {
      const at = Date.parse(signedOutSchema.parse(JSON.parse(await this.#fs.readFile(this.#signedOutFile, 'utf8'))).signedOutAt)
      return Number.isFinite(at) ? at : null
    } catch {
      return null
    }
  }
}
