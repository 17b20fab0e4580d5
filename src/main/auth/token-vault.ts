// The remembered credential on disk: encrypted by the OS, in its own file,
// readable by the owner only. Plain metadata (who, until when) sits beside
// the ciphertext so the app can say who was signed in without decrypting.
import { randomBytes } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import type { Persistence } from '../../shared/session'
import { WEAK_BACKEND, type Encryptor } from './encryptor'

export const VAULT_FILE = 'credentials.json'

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

export type SaveOutcome =
  | { persisted: true; persistence: Exclude<Persistence, 'memory'> }
  | { persisted: false; reason: 'unavailable' | 'weak-backend' | 'write-failed' }

export type LoadOutcome =
  | { status: 'none' }
  | { status: 'loaded'; token: string; meta: CredentialMeta; persistence: Exclude<Persistence, 'memory'> }
  | { status: 'discarded'; reason: 'corrupt' | 'undecryptable' | 'weak-not-allowed' }
  /** The keyring is locked or missing right now: the file is kept for a later start. */
  | { status: 'locked' }

export class TokenVault {
  readonly #file: string
  readonly #encryptor: Encryptor

  constructor(dir: string, encryptor: Encryptor) {
    this.#file = join(dir, VAULT_FILE)
    this.#encryptor = encryptor
  }

  async save(token: string, meta: CredentialMeta, allowWeak: boolean): Promise<SaveOutcome> {
    if (!(await this.#encryptor.isAvailable().catch(() => false))) return { persisted: false, reason: 'unavailable' }
    const backend = this.#encryptor.backend()
    if (backend === WEAK_BACKEND && !allowWeak) return { persisted: false, reason: 'weak-backend' }
    const temp = `${this.#file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      const cipher = Buffer.from(await this.#encryptor.encrypt(token)).toString('base64')
      const record = { version: 1 as const, backend, savedAt: new Date().toISOString(), cipher, meta }
      // Created owner-only; a umask can only narrow that further.
      await writeFile(temp, JSON.stringify(record), { mode: 0o600 })
      await rename(temp, this.#file)
      return { persisted: true, persistence: backend === WEAK_BACKEND ? 'weak' : 'encrypted' }
    } catch {
      await rm(temp, { force: true }).catch(() => undefined)
      return { persisted: false, reason: 'write-failed' }
    }
  }

  async load(allowWeak: boolean): Promise<LoadOutcome> {
    let text: string
    try {
      text = await readFile(this.#file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'none' }
      await this.clear()
      return { status: 'discarded', reason: 'corrupt' }
    }
    let record: z.infer<typeof fileSchema>
    try {
      record = fileSchema.parse(JSON.parse(text))
    } catch {
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

  async clear(): Promise<void> {
    await rm(this.#file, { force: true })
  }
}
