// A credential file cannot be spliced (issue 34). On Linux's Secret Service
// and macOS's Keychain, safeStorage's cipher is AES-128-CBC with a fixed IV
// and no MAC (test/support/safe-storage-stand-in.ts models it), so a local
// process holding no key can cut one record's blocks and paste another's
// after them. Here that process is given two accounts' files: the work
// platform's, and a hostile platform's whose user name is 240 characters.
// It tries every file it can build from them — each field from either file,
// the whole of either, and the block splice that, on records sealed by
// safeStorage alone, yields the hostile server with the work token — and
// the hostile platform must never receive the work token.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { vaultFileOf } from '../../../src/main/features/session/token-vault'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

const closing = closeAfterEach()
const LONG_NAME = `m${'a'.repeat(239)}`
const WORK_TOKEN = 'work-token-0123456789abcdef'

async function platform(name: string, username: string, token: string, userId: number): Promise<StubPlatform> {
  return closing(
    await startStubPlatform({
      'GET /v1/maintenance/': () => ({ body: { services: [] } }),
      'POST /v1/auth/login': () => ({ body: { token } }),
      'GET /v1/auth/token': () => ({ body: { authData: { userId, username, expiresAt: '2031-05-01T00:00:00Z' } } }),
      'POST /v1/other/Ping': () => ({ body: {} })
    })
  )
}

const start = async (url: string, dir?: string): Promise<Fixture> =>
  closing(await createFixture(url, {}, dir, { clock: new FakeClock(), os: { confirm: () => Promise.resolve(true) } }))

const IV = Buffer.alloc(16, ' ')
const xor = (...blocks: Buffer[]) => {
  const out = Buffer.alloc(16)
  for (const block of blocks) for (let i = 0; i < 16; i++) out[i] = (out[i] ?? 0) ^ (block[i] ?? 0)
  return out
}
const blockOf = (cipher: Buffer, i: number) => (i < 0 ? IV : cipher.subarray(16 * i, 16 * i + 16))
/** Bytes that would end or break a JSON string. */
const breaksString = (bytes: Buffer) => bytes.some((byte) => byte < 0x20 || byte === 0x22 || byte === 0x5c)

/**
 * CBC splices of two safeStorage ciphers (a three-byte tag, then blocks):
 * the first `k` blocks of `prefix`, then `suffix` from its block `j`. With
 * the plain texts known (`plain`, the attacker's guess of what was
 * encrypted: the JSON layout, the servers, the names), only the splices
 * whose one garbled block still leaves a JSON string open are kept;
 * without, every splice is tried.
 */
function splices(prefix: Buffer, suffix: Buffer, plain?: { prefix: string; suffix: string }): Buffer[] {
  const tag = prefix.subarray(0, 3)
  const [h, w] = [prefix.subarray(3), suffix.subarray(3)]
  const out: Buffer[] = []
  for (let k = 1; 16 * k < h.length; k++)
    for (let j = 0; 16 * j < w.length; j++) {
      if (plain) {
        // The prefix must end inside the hostile user name, and the suffix go on inside the work server's address.
        const name = plain.prefix.indexOf('"username":"') + 12
        const url = plain.suffix.indexOf('"baseUrl":"') + 11
        if (16 * k <= name || 16 * k >= name + LONG_NAME.length - 16) continue
        if (16 * (j + 1) <= url || 16 * (j + 1) >= plain.suffix.indexOf('"', url)) continue
        const garbled = xor(
          Buffer.from(plain.suffix).subarray(16 * j, 16 * j + 16),
          blockOf(w, j - 1),
          blockOf(h, k - 1)
        )
        if (breaksString(garbled)) continue
      }
      out.push(Buffer.concat([tag, h.subarray(0, 16 * k), w.subarray(16 * j)]))
    }
  return out
}

/** What the attacker believes the app sealed: the record's JSON, in the order the app writes it. */
const recordText = (baseUrl: string, username: string, userId: string) =>
  JSON.stringify({ baseUrl, username, userId, expiresAt: '2031-05-01T00:00:00.000Z', method: 'password' })

describe('a credential record cannot be spliced', () => {
  it('no file built from the work account’s and a hostile account’s records sends the work token to the hostile platform', async () => {
    const work = await platform('work', 'ada', WORK_TOKEN, 11)
    const hostile = await platform('hostile', LONG_NAME, 'hostile-token-0123456789', 21)
    const fx = await start(work.url)
    dataOf(await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: true }))
    const { id: idH } = dataOf(await fx.call('accounts:add', { url: hostile.url }))
    dataOf(await fx.callAs(idH, 'session:sign-in', { username: LONG_NAME, password: 'pw-123456', rememberMe: true }))
    const idW = String(dataOf(await fx.call('accounts:list')).accounts[0]?.id)
    await fx.app.dispose()

    const read = async (id: string) =>
      JSON.parse(await readFile(join(fx.dir, vaultFileOf(id)), 'utf8')) as Record<string, unknown>
    const [workFile, hostileFile] = [await read(idW), await read(idH)]
    const candidates: Record<string, unknown>[] = [workFile]
    // Each field from either file.
    const fields = Object.keys(hostileFile)
    for (let mask = 1; mask < 2 ** fields.length - 1; mask++)
      candidates.push(
        Object.fromEntries(fields.map((field, i) => [field, (mask >> i) & 1 ? workFile[field] : hostileFile[field]]))
      )
    // Block splices of every field safeStorage encrypted.
    for (const field of fields) {
      const [h, w] = [hostileFile[field], workFile[field]]
      if (
        typeof h !== 'string' ||
        typeof w !== 'string' ||
        !Buffer.from(h, 'base64').subarray(0, 3).toString().startsWith('v1')
      )
        continue
      // Sealed by safeStorage alone, the record's layout is known: only the splices that still parse.
      const plain =
        field === 'sealed' && hostileFile.version === 2
          ? { prefix: recordText(hostile.url, LONG_NAME, '21'), suffix: recordText(work.url, 'ada', '11') }
          : undefined
      for (const spliced of splices(Buffer.from(h, 'base64'), Buffer.from(w, 'base64'), plain).slice(0, 12))
        candidates.push({ ...hostileFile, [field]: spliced.toString('base64') })
    }
    expect(candidates.length).toBeGreaterThan(2)

    const carried = () =>
      hostile.requests.filter((request) => String(request.headers.authorization).includes(WORK_TOKEN))
    for (const candidate of candidates) {
      await writeFile(join(fx.dir, vaultFileOf(idH)), JSON.stringify(candidate))
      const again = await start(work.url, fx.dir)
      await again.app.restored
      dataOf(await again.callAs(idH, 'session:get'))
      await again.callAs(idH, 'account:info')
      await again.app.dispose()
      expect(carried(), JSON.stringify(candidate).slice(0, 120)).toEqual([])
    }
  })
})
