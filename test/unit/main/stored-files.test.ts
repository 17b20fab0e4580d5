// Every file the app stores — settings, the credential vault, the logs —
// truncated, emptied, filled with garbage, made a directory or unreadable:
// the app starts, keeps what can be kept, moves a bad settings file aside
// (a bad credential cannot be kept: it is removed) and says so once.
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import Conf from 'conf'
import { describe, expect, it } from 'vitest'

import { vaultFileOf } from '../../../src/main/features/session/token-vault'
import { type OpenStore, SETTINGS_FILE } from '../../../src/main/features/settings/settings-store'
import type { AppBootstrap } from '../../../src/shared/ipc'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { vaultFiles } from '../../support/vault-files'

let fx: Fixture | null = null
const closing = closeAfterEach()

const GOOD_SETTINGS = JSON.stringify({ theme: 'dark', statusIntervalMinutes: 7, recentSearches: ['lunar'] })

type Damage = [name: string, damage: (path: string) => Promise<void>]
const damages: Damage[] = [
  ['truncated', (path) => writeFile(path, GOOD_SETTINGS.slice(0, 20))],
  ['emptied', (path) => writeFile(path, '')],
  ['filled with garbage', (path) => writeFile(path, randomBytes(512))],
  [
    'made a directory',
    async (path) => {
      await rm(path, { force: true })
      await mkdir(path)
    }
  ]
]

async function start(dir?: string, openSettings?: OpenStore): Promise<{ fx: Fixture; boot: AppBootstrap }> {
  const fixture = closing(await createFixture(null, {}, dir, openSettings ? { openSettings } : {}))
  const result = await fixture.call('app:bootstrap')
  if (!result.ok) throw new Error(result.error.message)
  return { fx: fixture, boot: result.data }
}

describe('a damaged settings file', () => {
  it.each(damages)('%s: the app starts with defaults, the file is moved aside, one notice', async (_name, damage) => {
    const first = await start()
    const dir = first.fx.dir
    await first.fx.app.dispose()
    await damage(join(dir, SETTINGS_FILE))
    const { fx: next, boot } = await start(dir)
    fx = next
    expect(boot.settings.theme).toBe('system')
    expect(boot.notices).toHaveLength(1)
    expect(boot.notices[0]?.message).toMatch(/settings file could not be read.*kept as .*settings\.corrupt-/)
    expect((await readdir(dir)).filter((name) => name.startsWith('settings.corrupt-'))).toHaveLength(1)
    // And it works: a change is saved to a fresh file.
    expect((await fx.call('settings:update', { theme: 'light' })).ok).toBe(true)
  })

  it('one bad value: every other value is kept', async () => {
    const first = await start()
    const dir = first.fx.dir
    await first.fx.app.dispose()
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({
        theme: 'dark',
        statusIntervalMinutes: 7,
        pingIntervalMinutes: 'often',
        watchedServices: ['api']
      })
    )
    const { fx: next, boot } = await start(dir)
    fx = next
    expect(boot.settings).toMatchObject({
      theme: 'dark',
      statusIntervalMinutes: 7,
      watchedServices: ['api'],
      pingIntervalMinutes: 5
    })
    expect(boot.notices.map((n) => n.message)).toEqual([
      expect.stringMatching(/kept the 3 settings it could and reset the rest/)
    ])
  })

  it('unreadable (EACCES): moved aside, defaults, one notice', async () => {
    let refused = false
    const deniedOnce: OpenStore = (options) => {
      if (!refused) {
        refused = true
        throw Object.assign(new Error(`EACCES: permission denied, open '${String(options.cwd)}/settings.json'`), {
          code: 'EACCES'
        })
      }
      return new Conf(options)
    }
    const first = await start()
    const dir = first.fx.dir
    await first.fx.app.dispose()
    const { fx: next, boot } = await start(dir, deniedOnce)
    fx = next
    expect(boot.notices).toHaveLength(1)
    expect(boot.settings.theme).toBe('system')
  })
})

describe('a damaged credential file', () => {
  const account = { id: 'a000000000000000a', baseUrl: 'https://platform.example.com', username: 'ada', userId: '1' }
  /** A profile listing one account, whose credential file `damage` spoils. */
  async function damagedProfile(damage: (path: string) => Promise<void>): Promise<string> {
    const first = await start()
    const dir = first.fx.dir
    await first.fx.app.dispose()
    await writeFile(join(dir, SETTINGS_FILE), JSON.stringify({ accounts: [account], activeAccount: account.id }))
    await damage(join(dir, vaultFileOf(account.id)))
    return dir
  }

  it.each(damages.filter(([name]) => name !== 'made a directory'))(
    '%s: the app starts signed out, the file is removed, one notice',
    async (_name, damage) => {
      const dir = await damagedProfile(damage)
      const { fx: next, boot } = await start(dir)
      fx = next
      expect(boot.session).toEqual({ signedIn: false })
      expect(boot.notices.map((n) => n.message)).toEqual([
        expect.stringMatching(/saved sign-in could not be read.*removed/)
      ])
      expect(await vaultFiles(dir)).toEqual([])
    }
  )

  it('made a directory: left alone, signed out, one notice', async () => {
    const dir = await damagedProfile((path) => mkdir(path))
    const { fx: next, boot } = await start(dir)
    fx = next
    expect(boot.notices.map((n) => n.message)).toEqual([expect.stringMatching(/could not be read right now \(EISDIR/)])
  })
})

describe('a damaged log folder', () => {
  it('a file where the logs folder should be: the app starts, one notice, the file is left as it was', async () => {
    const first = await start()
    const dir = first.fx.dir
    await first.fx.app.dispose()
    await rm(join(dir, 'logs'), { recursive: true, force: true })
    await writeFile(join(dir, 'logs'), 'not a folder')
    const { fx: next, boot } = await start(dir)
    fx = next
    expect(boot.notices.map((n) => n.message)).toEqual([expect.stringMatching(/cannot write its log file/)])
    expect(await readFile(join(dir, 'logs'), 'utf8')).toBe('not a folder')
  })
})
