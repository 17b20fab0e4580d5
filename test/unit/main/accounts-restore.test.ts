// Issue 39 §2: start-up's cost with many remembered accounts. Twenty
// sign-ins come back from disk at one start; what they change is saved and
// told once, not once per account (each time over the whole list: the
// settings file written, the list, the tray and the menu redrawn, the
// background work rescheduled).
import { stat } from 'node:fs/promises'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { SETTINGS_FILE } from '../../../src/main/features/settings/settings-store'
import { MAX_ACCOUNTS } from '../../../src/shared/accounts'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform, type StubPlatform, type StubRequest } from '../../support/stub-platform'

const closing = closeAfterEach()

/** Any username signs in with any password and gets a token of its own. */
async function anyoneSignsIn(name: string): Promise<StubPlatform> {
  const users = new Map<string, number>()
  const tokenOf = (username: string) => `${name}-${username}-token-0123456789abcdef`
  const userOf = (request: StubRequest) =>
    [...users.keys()].find((username) => `Bearer ${tokenOf(username)}` === request.headers.authorization) ?? null
  return closing(
    await startStubPlatform({
      'POST /v1/auth/login': (request) => {
        const username = new URLSearchParams(request.body).get('username') ?? ''
        if (!users.has(username)) users.set(username, users.size + 1)
        return { body: { token: tokenOf(username) } }
      },
      'GET /v1/auth/token': (request) => {
        const username = userOf(request)
        return username === null
          ? { status: 401, body: {} }
          : { body: { authData: { userId: users.get(username), username } } }
      }
    })
  )
}

/** MAX_ACCOUNTS accounts on two platforms, each signed in with "Remember me". */
async function rememberedAccounts(): Promise<Fixture> {
  const platforms = [await anyoneSignsIn('alpha'), await anyoneSignsIn('beta')]
  const fx = closing(
    await createFixture(platforms[0]?.url ?? null, {}, undefined, {
      clock: new FakeClock(),
      os: { confirm: () => Promise.resolve(true) }
    })
  )
  for (let i = 0; i < MAX_ACCOUNTS; i++) {
    const request = { username: `person${i}`, password: 'pw-123456', rememberMe: true }
    const added = i === 0 ? null : dataOf(await fx.call('accounts:add', { url: platforms[i % 2]?.url ?? '' }))
    const signedIn = added
      ? await fx.callAs(added.id, 'session:sign-in', request)
      : await fx.call('session:sign-in', request)
    expect(signedIn).toMatchObject({ ok: true, data: { signedIn: true } })
  }
  return fx
}

describe(`a start with ${MAX_ACCOUNTS} remembered accounts`, () => {
  it('tells the list once when every sign-in is back, and leaves the settings file as it was', async () => {
    const before = await rememberedAccounts()
    const file = join(before.dir, SETTINGS_FILE)
    const { ino, mtimeMs } = await stat(file)

    const fx = await before.restart()
    const lists = fx.payloadsOf('accounts:changed')
    // Every account is signed in again; at most the list before the restores and the one after them.
    expect(dataOf(await fx.call('accounts:list')).accounts.filter((account) => account.signedIn)).toHaveLength(
      MAX_ACCOUNTS
    )
    expect(lists.length).toBeLessThanOrEqual(2)
    expect(lists.at(-1)?.accounts.every((account) => account.signedIn)).toBe(true)
    // Nothing the restores found differs from the file: it is not written (conf writes a new file and renames it).
    expect(await stat(file)).toMatchObject({ ino, mtimeMs })
  })
})
