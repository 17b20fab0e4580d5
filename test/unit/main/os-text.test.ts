// Platform text on the OS's own surfaces (issue 34): a user name or a
// notification title with a bidi override cannot reorder what the menus,
// the tray, notifications or dialogs show (src/main/desktop/os/os-text.ts).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import type { OsNotification } from '../../../src/main/desktop/os/os-surfaces'
import { hasInvisible, osText, plainModel } from '../../../src/main/desktop/os/os-text'
import { closeAfterEach } from '../../support/close-after-each'
import { FakeClock } from '../../support/fake-clock'
import { createFixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform } from '../../support/stub-platform'

const closing = closeAfterEach()
const RLO = '\u202E'
/** Every string anywhere in a recorded model. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : []

describe('osText', () => {
  it('drops format characters and controls, turns breaks into spaces, and leaves the rest as it was', () => {
    expect(osText(`${RLO}moc.elpmaxe.knab@ada`)).toBe('moc.elpmaxe.knab@ada')
    expect(osText('a\u2066b\u2069c\u200Bd\uFEFFe\u0000f')).toBe('abcdef')
    expect(osText('one\ntwo\u2028three\r\nfour')).toBe('one two three four')
    expect(osText('Zoë · 日本 · مرحبا 👩‍💻')).toBe('Zoë · 日本 · مرحبا 👩💻')
    expect(hasInvisible('plain')).toBe(false)
    expect(hasInvisible(`x${RLO}`)).toBe(true)
    expect(plainModel({ label: `a${RLO}b`, items: [{ title: `c\nd` }], count: 3, click: null })).toEqual({
      label: 'ab',
      items: [{ title: 'c d' }],
      count: 3,
      click: null
    })
  })

  it('changes none of our own words: no catalogue holds such a character', async () => {
    for (const language of ['en', 'de', 'fr', 'es', 'ja', 'ar']) {
      const catalogue = JSON.parse(
        await readFile(join(import.meta.dirname, '../../../src/shared/i18n/catalogue', `${language}.json`), 'utf8')
      ) as Record<string, { defaultMessage: string }>
      expect(
        Object.entries(catalogue).filter(([, { defaultMessage }]) => hasInvisible(defaultMessage)),
        language
      ).toEqual([])
    }
  })
})

describe('the OS surfaces draw platform text as plain text', () => {
  it('a user name and notification titles with bidi overrides reach the menus, the tray and notifications without them', async () => {
    const name = `${RLO}moc.elpmaxe.knab@ada`
    const notes = [
      { id: 1, title: `Invoice due${RLO}`, body: `pay\u2028now${RLO}`, date: '2026-11-20T10:00:00Z', read: false }
    ]
    const stub = closing(
      await startStubPlatform({
        'GET /v1/maintenance/': () => ({ body: { services: [] } }),
        'POST /v1/auth/login': () => ({ body: { token: 'rlo-token-0123456789abcdef' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 7, username: name } } }),
        'GET /v1/account/notifications/': () => ({ body: notes })
      })
    )
    const drawn: unknown[] = []
    const shown: OsNotification[] = []
    const clock = new FakeClock()
    const fx = closing(
      await createFixture(stub.url, {}, undefined, {
        clock,
        os: {
          renderTray: (model) => void drawn.push(model),
          renderAppMenu: (model) => void drawn.push(model),
          notify: (notification) => void shown.push(notification)
        }
      })
    )
    dataOf(await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false }))
    fx.app.startBackground()
    await fx.call('notifications:list')
    // A second look, with a new item: it is announced.
    notes.push({ id: 2, title: `Refund${RLO}`, body: 'b', date: '2026-11-20T11:00:00Z', read: false })
    await fx.call('notifications:list')
    expect(shown.length).toBeGreaterThan(0)
    const strings = [...stringsOf(drawn), ...stringsOf(shown)]
    expect(strings.some((text) => text.includes('moc.elpmaxe.knab@ada'))).toBe(true)
    expect(strings.filter((text) => hasInvisible(text))).toEqual([])
  })
})
