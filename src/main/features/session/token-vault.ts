// The remembered credential on disk: sealed, in its own file, readable by the
// owner only. Everything a decision rests on — the token, the server it
// belongs to, who, how, until when, which backend protected it and when it
// was saved — is ONE record, sealed with AES-256-GCM under a random data key
// of its own; the OS (Electron's safeStorage) protects that key, never the
// record. The account's file name and the format version are the cipher's
// associated data. A process that can edit the file but not decrypt it can
// therefore not point the credential at another server, stretch its expiry,
// slip past the weak-storage rule, or move a record to another account's
// file: anything but the record as it was written fails authentication and
// is removed, with a notice.
//
// Why not safeStorage alone: on Linux's Secret Service (v11) and macOS's
// Keychain (v10) Chromium's cipher is AES-128-CBC with a fixed IV and no MAC
// (components/os_crypt/async/common/encryptor.cc, and the keys' providers),
// so blocks of two records could be cut and pasted into one that still
// parses: one account's server with another's token. The format is 3 because
// two earlier ones existed in builds that were never released (CHANGELOG.md,
// 0.1.0); a file in any other format is removed as corrupt.
//
// The key may be late: a keyring that is locked, a prompt that was dismissed,
// a Keychain that said no. Such a file is kept for later; only one that
// decrypts to garbage or fails its integrity check is removed.
//
// A sign-out must leave no usable credential, even when the OS will not let
// go of the file (Windows EBUSY/EPERM from an indexer or antivirus), and even
// when a copy of the file taken before is put back: every sign-out writes a
// "signed out" record beside the file, and a start ignores and removes any
// credential not proven (by its sealed save time) to be saved after it.
import * as nodeFs from 'node:fs/promises'
import { join } from 'node:path'

import type { z } from 'zod'

import { withZod } from '@shared/load-zod'
import type { Persistence } from '@shared/session'

import { nodeCrypto } from '../../core/node-crypto'
import { newDataKey, open, seal, sealedFileSchema } from '../../core/security/sealed-box'
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

/** Version 3: the record sealed under its own data key (AES-256-GCM); `key` is that key as safeStorage encrypted it. */
const FORMAT = 3

/** Built at the first credential read or written, not as main loads, with zod loaded then (@shared/load-zod). */
const schemas = withZod((z) => {
  const meta = z.object({
    /** The server that issued the credential: it is never sent anywhere else. */
    baseUrl: z.string().refine((url) => normalizeBaseUrl(url).ok),
    username: z.string(),
    userId: z.string().nullable(),
    expiresAt: z.string().nullable(),
    method: z.enum(['password', 'api-key'])
  })
  return {
    meta,
    /** What is encrypted: the only source of every decision about the credential. */
    sealed: meta.extend({
      token: z.string().refine(isPlausibleToken),
      /** The backend that encrypted it (as the cipher showed): the weak-storage rule depends on it. */
      backend: z.string().min(1),
      /** Compared with a recorded sign-out. */
      savedAt: z.iso.datetime()
    }),
    file: sealedFileSchema(z, FORMAT),
    signedOut: z.object({ signedOutAt: z.string() })
  }
})
type Schemas = Awaited<ReturnType<typeof schemas>>
export type CredentialMeta = z.infer<Schemas['meta']>
type SealedRecord = z.infer<Schemas['sealed']>

export type SaveOutcome =
  | { persisted: true; persistence: Exclude<Persistence, 'memory'> }
  | { persisted: false; reason: 'unavailable' | 'weak-backend' | 'write-failed' }

type DiscardReason = 'corrupt' | 'undecryptable' | 'weak-not-allowed'

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
    // Sealed as saved after the last sign-out, even within its millisecond: the sign-out's record stays, for older copies.
    const signedOutAt = await this.#signedOutAt()
    const savedAt = new Date(Math.max(this.#now(), (signedOutAt ?? -Infinity) + 1)).toISOString()
    // Never write what the next start would reject as corrupt.
    const record = (await schemas()).sealed.safeParse({ ...meta, token, backend, savedAt })
    if (!record.success) return { persisted: false, reason: 'write-failed' }
    const written = await this.#write(record.data)
    if (written !== 'written') return { persisted: false, reason: written }
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
      await this.#clear(false)
      return outcome
    }
    // With a sign-out recorded, a file that cannot prove it was saved after it is that sign-out's leftover: removed without a word.
    const discard = (reason: DiscardReason) =>
      remove(signedOutAt === null ? { status: 'discarded', reason } : { status: 'none' })

    const file = (await schemas()).file.safeParse(parseJson(text))
    if (!file.success) return discard('corrupt')
    // A keyring that is merely locked (e.g. before the desktop unlocks it) is
    // no reason to throw the saved sign-in away.
    const keep = (): Promise<LoadOutcome> =>
      signedOutAt === null ? Promise.resolve({ status: 'locked' }) : remove({ status: 'none' })
    if (!(await this.#encryptor.isAvailable().catch(() => false))) return keep()
    const decrypted = await this.#encryptor.decrypt(Buffer.from(file.data.key, 'base64'))
    if (decrypted.status === 'unavailable') return keep()
    if (decrypted.status === 'failed') return discard('undecryptable')
    // A record that fails authentication was changed or moved: removed, and said so even after a sign-out.
    const plainText = this.#open(file.data, decrypted.plainText)
    if (plainText === null) return remove({ status: 'discarded', reason: 'corrupt' })
    const sealed = (await schemas()).sealed.safeParse(parseJson(plainText))
    if (!sealed.success) return discard('corrupt')
    const record = sealed.data
    if (!savedAfter(record.savedAt, signedOutAt)) return remove({ status: 'none' })
    // Under the public key anyone can write a record claiming a keyring, so the cipher's own tag counts too.
    const weak = record.backend === WEAK_BACKEND || decrypted.backend === WEAK_BACKEND
    if (weak && !allowWeak) return remove({ status: 'discarded', reason: 'weak-not-allowed' })
    const persistence =
      (decrypted.shouldReEncrypt ? await this.#reEncrypt(record, weak) : null) ?? (weak ? 'weak' : 'encrypted')
    return { status: 'loaded', token: record.token, meta: metaOf(record), persistence }
  }

  /** What the cipher is bound to besides its key: the format and the account's file (so a record cannot move to another account's file). */
  #associatedData(): string {
    return `platform-desktop credential\nformat ${FORMAT}\nfile ${this.fileName}`
  }

  /** The record's text, or null when it fails authentication (a changed byte, a spliced key, another file's record). */
  #open(file: z.infer<Schemas['file']>, keyText: string): string | null {
    return open(Buffer.from(keyText, 'base64'), file, this.#associatedData())
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

  /** Seals and writes atomically; the record must name what actually protected its key. */
  async #write(record: SealedRecord): Promise<'written' | 'unavailable' | 'write-failed'> {
    const dataKey = newDataKey()
    let key: string
    try {
      const out = await this.#encryptor.encrypt(dataKey.toString('base64'))
      // The key changed between asking and encrypting: the record would not tell the truth.
      if (out.backend !== record.backend) return 'write-failed'
      key = Buffer.from(out.cipher).toString('base64')
    } catch {
      return 'unavailable'
    }
    const file = { version: FORMAT, key, ...seal(dataKey, JSON.stringify(record), this.#associatedData()) }
    const temp = `${this.#file}.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`
    try {
      // Created owner-only; a umask can only narrow that further.
      await this.#fs.writeFile(temp, JSON.stringify(file), { mode: 0o600 })
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

  /**
   * A sign-out: never throws, since it must not fail because the disk did.
   * The sign-out is recorded first, every time: a copy of the file taken
   * before and put back after is refused by its sealed save time.
   */
  clear(): Promise<ClearOutcome> {
    return this.#clear(true)
  }

  /**
   * The account itself goes (removed, or never named): its credential file
   * and its sign-out record, since no file of an account that is not listed
   * is ever read (the next start removes any that is left: orphan-credentials.ts).
   */
  async forget(): Promise<ClearOutcome> {
    const outcome = await this.#clear(false)
    await this.#fs.rm(this.#signedOutFile, { force: true }).catch(() => undefined)
    return outcome
  }

  /** `signOut`: record it whatever happens; a discarded file is recorded only when it cannot be deleted. */
  async #clear(signOut: boolean): Promise<ClearOutcome> {
    const record = () =>
      this.#fs
        .writeFile(this.#signedOutFile, JSON.stringify({ signedOutAt: new Date(this.#now()).toISOString() }), {
          mode: 0o600
        })
        .then(
          () => true,
          () => false
        )
    const recordedFirst = signOut ? await record() : false
    if (await this.#remove()) return 'removed'
    const recorded = recordedFirst || (await record())
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
      const at = Date.parse(
        (await schemas()).signedOut.parse(JSON.parse(await this.#fs.readFile(this.#signedOutFile, 'utf8'))).signedOutAt
      )
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
