// The remembered credential on disk: encrypted by the OS, in its own file,
// readable by the owner only. Everything a decision rests on — the token, the
// server it belongs to, who, how, until when, which backend encrypted it and
// when it was saved — is ONE encrypted record. A process that can edit the
// file but not decrypt it can therefore not point the credential at another
// server, stretch its expiry or slip past the weak-storage rule; the plain
// part is only the format version. Version 1 kept the server in plain JSON
// and cannot prove it: such a file is removed unread.
//
// The key may be late: a keyring that is locked, a prompt that was dismissed,
// a Keychain that said no. Such a file is kept for later; only one that
// decrypts to garbage or fails its integrity check is removed.
//
// A sign-out must leave no usable credential, even when the OS will not let
// go of the file (Windows EBUSY/EPERM from an indexer or antivirus): then the
// file is emptied, and a "signed out" record beside it makes the next start
// ignore and remove any credential not proven to be saved after that moment.
import { randomBytes } from 'node:crypto'
import * as nodeFs from 'node:fs/promises'
import { join } from 'node:path'

import { z } from 'zod'

import type { Persistence } from '@shared/session'

import { normalizeBaseUrl } from '../connection/normalize-base-url'
import { type Encryptor, WEAK_BACKEND } from './encryptor'
import { isPlausibleToken } from './find-token'

/** The one account's file before several accounts (issue 24); each account now has its own (vaultFileOf). */
export const VAULT_FILE = 'credentials.json'
export const SIGNED_OUT_FILE = 'credentials.signed-out.json'

/** An account's credential file: its id is checked against ACCOUNT_ID before it names a file. */
export const vaultFileOf = (accountId: string) => `credentials.${accountId}.json`
/** Beside each credential file, the record of a sign-out its file could not be deleted after. */
export const signedOutFileOf = (file: string) => file.replace(/\.json$/, '.signed-out.json')

const metaSchema = z.object({
  /** The server that issued the credential: it is never sent anywhere else. */
  baseUrl: z.string().refine((url) => normalizeBaseUrl(url).ok),
  username: z.string(),
  userId: z.string().nullable(),
  expiresAt: z.string().nullable(),
  method: z.enum(['password', 'api-key'])
})
export type CredentialMeta = z.infer<typeof metaSchema>

/** What is encrypted: the only source of every decision about the credential. */
const sealedSchema = metaSchema.extend({
  token: z.string().refine(isPlausibleToken),
  /** The backend that encrypted it (as the cipher showed): the weak-storage rule depends on it. */
  backend: z.string().min(1),
  /** Compared with a recorded sign-out. */
  savedAt: z.iso.datetime()
})
type SealedRecord = z.infer<typeof sealedSchema>

const fileSchema = z.object({ version: z.literal(2), sealed: z.string().min(1) })

/** The format before issue 18; only read to tell it apart, never decrypted. */
const versionOneSchema = z.object({ version: z.literal(1), savedAt: z.string().optional().catch(undefined) })

const signedOutSchema = z.object({ signedOutAt: z.string() })

export type SaveOutcome = { persisted: true; persistence: Exclude<Persistence, 'memory'> } | { persisted: false; reason: 'unavailable' | 'weak-backend' | 'write-failed' }

/** outdated: a version-1 file, whose server was not sealed with the token. */
type DiscardReason = 'corrupt' | 'undecryptable' | 'weak-not-allowed' | 'outdated'

export type LoadOutcome =
  | { status: 'none' }
  | { status: 'loaded'; token: string; meta: CredentialMeta; persistence: Exclude<Persistence, 'memory'> }
  | { status: 'discarded'; reason: DiscardReason }
  /** The key is not there right now (a locked keyring, a dismissed prompt, access denied): the file is kept for later. */
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
  /** The file's name in the folder; VAULT_FILE when absent. */
  file?: string
  fs?: VaultFs
  now?: () => number
  /** Pauses between delete attempts; locks from indexers usually pass quickly. */
  retryDelaysMs?: readonly number[]
}

const codeOf = (error: unknown): string => String((error as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class TokenVault {
  /** The credential file's name, for sentences that must name it. */
  readonly fileName: string
  readonly #file: string
  readonly #signedOutFile: string
  readonly #encryptor: Encryptor
  readonly #fs: VaultFs
  readonly #now: () => number
  readonly #retryDelays: readonly number[]

  constructor(dir: string, encryptor: Encryptor, options: VaultOptions = {}) {
    const file = options.file ?? VAULT_FILE
    this.fileName = file
    this.#file = join(dir, file)
    this.#signedOutFile = join(dir, signedOutFileOf(file))
    this.#encryptor = encryptor
    this.#fs = options.fs ?? nodeFs
    this.#now = options.now ?? Date.now
    this.#retryDelays = options.retryDelaysMs ?? [50, 200]
  }

  async save(token: string, meta: CredentialMeta, allowWeak: boolean): Promise<SaveOutcome> {
    if (!(await this.#encryptor.isAvailable().catch(() => false))) return { persisted: false, reason: 'unavailable' }
    // What would protect it, asked of the OS before anything is written.
    const backend = await this.#encryptor.backend().catch(() => null)
    if (backend === null) return { persisted: false, reason: 'unavailable' }
    if (backend === WEAK_BACKEND && !allowWeak) return { persisted: false, reason: 'weak-backend' }
    // Never write what the next start would reject as corrupt.
    const record = sealedSchema.safeParse({ ...meta, token, backend, savedAt: new Date(this.#now()).toISOString() })
    if (!record.success) return { persisted: false, reason: 'write-failed' }
    const written = await this.#write(record.data)
    if (written !== 'written') return { persisted: false, reason: written }
    // Saved after the recorded sign-out, so the record no longer matters.
    await this.#fs.rm(this.#signedOutFile, { force: true }).catch(() => undefined)
    return { persisted: true, persistence: persistenceOf(backend) }
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
    const remove = async (outcome: LoadOutcome): Promise<LoadOutcome> => {
      await this.clear()
      return outcome
    }
    // With a sign-out recorded, a file that cannot prove it was saved after it is that sign-out's leftover: removed without a word.
    const discard = (reason: DiscardReason) => remove(signedOutAt === null ? { status: 'discarded', reason } : { status: 'none' })

    const json = parseJson(text)
    const versionOne = versionOneSchema.safeParse(json)
    // Its plain save time only decides whether to say anything: the file goes either way, unread.
    if (versionOne.success) return remove(savedAfter(versionOne.data.savedAt, signedOutAt) ? { status: 'discarded', reason: 'outdated' } : { status: 'none' })
    const file = fileSchema.safeParse(json)
    if (!file.success) return discard('corrupt')
    // A keyring that is merely locked (e.g. before the desktop unlocks it) is
    // no reason to throw the saved sign-in away.
    const keep = (): Promise<LoadOutcome> => (signedOutAt === null ? Promise.resolve({ status: 'locked' }) : remove({ status: 'none' }))
    if (!(await this.#encryptor.isAvailable().catch(() => false))) return keep()
    const decrypted = await this.#encryptor.decrypt(Buffer.from(file.data.sealed, 'base64'))
    if (decrypted.status === 'unavailable') return keep()
    if (decrypted.status === 'failed') return discard('undecryptable')
    const sealed = sealedSchema.safeParse(parseJson(decrypted.plainText))
    if (!sealed.success) return discard('corrupt')
    const record = sealed.data
    if (!savedAfter(record.savedAt, signedOutAt)) return remove({ status: 'none' })
    // Under the public key anyone can write a record claiming a keyring, so the cipher's own tag counts too.
    const weak = record.backend === WEAK_BACKEND || decrypted.backend === WEAK_BACKEND
    if (weak && !allowWeak) return remove({ status: 'discarded', reason: 'weak-not-allowed' })
    const persistence = (decrypted.shouldReEncrypt ? await this.#reEncrypt(record, weak) : null) ?? (weak ? 'weak' : 'encrypted')
    return { status: 'loaded', token: record.token, meta: metaOf(record), persistence }
  }

  /**
   * The OS asked for the record to be encrypted again (Electron's
   * shouldReEncrypt: a rotated key, or a keyring that has appeared since a
   * weak save). Never down to the public key: Chromium also asks when a
   * keyring-protected cipher was read through its fallback while the public
   * key is the one encrypting (components/os_crypt/async/common/encryptor.cc,
   * Encryptor::DecryptData). Null when the record stays as it was.
   */
  async #reEncrypt(record: SealedRecord, weak: boolean): Promise<Exclude<Persistence, 'memory'> | null> {
    const backend = await this.#encryptor.backend().catch(() => null)
    if (backend === null || (backend === WEAK_BACKEND && !weak)) return null
    return (await this.#write({ ...record, backend })) === 'written' ? persistenceOf(backend) : null
  }

  /** Encrypts and writes atomically; the record must name what actually protected it. */
  async #write(record: SealedRecord): Promise<'written' | 'unavailable' | 'write-failed'> {
    let sealed: string
    try {
      const out = await this.#encryptor.encrypt(JSON.stringify(record))
      // The key changed between asking and encrypting: the record would not tell the truth.
      if (out.backend !== record.backend) return 'write-failed'
      sealed = Buffer.from(out.cipher).toString('base64')
    } catch {
      return 'unavailable'
    }
    const temp = `${this.#file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      // Created owner-only; a umask can only narrow that further.
      await this.#fs.writeFile(temp, JSON.stringify({ version: 2, sealed }), { mode: 0o600 })
      await this.#fs.rename(temp, this.#file)
      return 'written'
    } catch {
      await this.#fs.rm(temp, { force: true }).catch(() => undefined)
      return 'write-failed'
    }
  }

  /** Whether anything is where the credential file goes (a file kept for later counts; a missing one does not). Never throws. */
  async hasFile(): Promise<boolean> {
    try {
      await this.#fs.readFile(this.#file, 'utf8')
      return true
    } catch (error) {
      return codeOf(error) !== 'ENOENT'
    }
  }

  /** Never throws: a sign-out or a discard must not fail because the disk did. */
  async clear(): Promise<ClearOutcome> {
    if (await this.#remove()) {
      await this.#fs.rm(this.#signedOutFile, { force: true }).catch(() => undefined)
      return 'removed'
    }
    const recorded = await this.#fs.writeFile(this.#signedOutFile, JSON.stringify({ signedOutAt: new Date(this.#now()).toISOString() }), { mode: 0o600 }).then(
      () => true,
      () => false
    )
    const emptied = await this.#fs.writeFile(this.#file, '').then(
      () => true,
      () => false
    )
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function savedAfter(savedAt: string | undefined, signedOutAt: number | null): boolean {
  return signedOutAt === null || (savedAt !== undefined && Date.parse(savedAt) > signedOutAt)
}

function persistenceOf(backend: string): Exclude<Persistence, 'memory'> {
  return backend === WEAK_BACKEND ? 'weak' : 'encrypted'
}

function metaOf({ baseUrl, username, userId, expiresAt, method }: SealedRecord): CredentialMeta {
  return { baseUrl, username, userId, expiresAt, method }
}
