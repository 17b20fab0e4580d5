// The app's language in main: which locale the Language setting and the
// computer's preferred languages give, that main's words follow a change at
// once, and what the pseudo-locales do to a message.
import { parse } from '@formatjs/icu-messageformat-parser'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolveAppLocale } from '../../../src/main/core/i18n/resolve-locale'
import { say, useLocale } from '../../../src/main/core/i18n/say'
import * as catalogues from '../../../src/shared/i18n/catalogues'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import { defineMessage } from '../../../src/shared/i18n/messages'
import { pseudoLocalise } from '../../../src/shared/i18n/pseudo'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'

const closing = closeAfterEach()
afterEach(() => useLocale(SOURCE_APP_LOCALE))

// A message that is in the catalogue (en.json), so a pseudo-locale has something to change.
const system = defineMessage({
  id: 'settings.language.system',
  defaultMessage: 'System ({language})',
  description: 'test'
})

describe('resolveAppLocale', () => {
  it('System: the best shipped fit for the preferred languages, formatted with the person’s region', () => {
    expect(resolveAppLocale('system', ['en-GB', 'de-DE'])).toEqual({
      messages: 'en',
      format: 'en-GB',
      direction: 'ltr'
    })
    expect(resolveAppLocale('system', ['fr-CA', 'en-AU'])).toEqual({
      messages: 'fr',
      format: 'fr-CA',
      direction: 'ltr'
    })
    expect(resolveAppLocale('system', ['de-AT'])).toEqual({ messages: 'de', format: 'de-AT', direction: 'ltr' })
    // A language we do not ship is passed over for the next one the person reads.
    expect(resolveAppLocale('system', ['sw-KE', 'ar-EG', 'en-US'])).toEqual({
      messages: 'ar',
      format: 'ar-EG',
      direction: 'rtl'
    })
    expect(resolveAppLocale('system', ['ja-JP'])).toEqual({ messages: 'ja', format: 'ja-JP', direction: 'ltr' })
  })

  it('System with nothing preferred, nothing shipped or only malformed tags: English as en-US', () => {
    expect(resolveAppLocale('system', [])).toEqual(SOURCE_APP_LOCALE)
    expect(resolveAppLocale('system', ['xx-not a tag', ''])).toEqual(SOURCE_APP_LOCALE)
    expect(resolveAppLocale('system', ['sw-KE'])).toEqual(SOURCE_APP_LOCALE)
  })

  it('a chosen language keeps a preferred region of the same language; the pseudo-locales format as en-US', () => {
    expect(resolveAppLocale('en', ['de-AT', 'en-IE'])).toEqual({ messages: 'en', format: 'en-IE', direction: 'ltr' })
    expect(resolveAppLocale('en-XA', ['en-GB'])).toEqual({ messages: 'en-XA', format: 'en-US', direction: 'ltr' })
    expect(resolveAppLocale('en-XB', [])).toEqual({ messages: 'en-XB', format: 'en-US', direction: 'rtl' })
  })
})

describe('pseudo-locales', () => {
  it('en-XA: every letter changed, about 35 % longer, bracketed, placeholders and plurals intact', () => {
    const english = parse('{count, plural, one {# new follower} other {# new followers}} for {name}')
    const pseudo = pseudoLocalise(english, 'en-XA')
    const text = (elements: typeof english) => JSON.stringify(elements)
    expect(text(pseudo)).not.toMatch(/new|follower|for/)
    expect(text(pseudo)).toContain('"value":"name"')
    expect(text(pseudo)).toContain('"value":"count"')
    const literalLength = (message: string) => message.replace(/[{}#]/g, '').length
    const en = 'New followers for you'
    const first = pseudoLocalise(parse(en), 'en-XA')[1] as { value: string }
    expect(literalLength(first.value)).toBeGreaterThanOrEqual(Math.round(en.length * 1.3))
  })

  it('en-XB: the text forced right to left', () => {
    const [, first] = pseudoLocalise(parse('Sign in'), 'en-XB') as [unknown, { value: string }]
    expect(first.value.startsWith('\u202e')).toBe(true)
    expect(first.value.endsWith('\u202c')).toBe(true)
  })
})

describe('the Language setting in main', () => {
  it('starts in the computer’s language and region, and says what System gives', async () => {
    const fx = closing(await createFixture(null, {}, undefined, { os: { preferredLanguages: () => ['en-GB', 'de'] } }))
    const boot = await fx.call('app:bootstrap')
    expect(boot.ok && boot.data.settings).toMatchObject({
      language: 'system',
      locale: { messages: 'en', format: 'en-GB', direction: 'ltr' },
      systemLanguage: 'en'
    })
  })

  it('a choice applies at once to main’s words, is answered with the new locale, and survives a restart', async () => {
    let fx = closing(await createFixture(null))
    expect(say(system, { language: 'English' })).toBe('System (English)')
    const changed = await fx.call('settings:update', { language: 'en-XA' })
    expect(changed.ok && changed.data.locale).toEqual({ messages: 'en-XA', format: 'en-US', direction: 'ltr' })
    expect(say(system, { language: 'English' })).toBe('⟦Şẏşŧḗḗḿ (English)⟧')
    fx = await fx.restart()
    const boot = await fx.call('app:bootstrap')
    expect(boot.ok && boot.data.settings.locale.messages).toBe('en-XA')
    await fx.call('settings:update', { language: 'system' })
    expect(say(system, { language: 'English' })).toBe('System (English)')
  })
})

describe('a catalogue that cannot be loaded', () => {
  it('leaves main in the language it had, and the settings view says which that is', async () => {
    const fx = closing(await createFixture(null))
    await fx.call('settings:update', { language: 'en-XA' })
    const load = vi.spyOn(catalogues, 'loadMessages').mockRejectedValue(new Error('chunk missing'))
    const changed = await fx.call('settings:update', { language: 'de' })
    expect(load).toHaveBeenCalled()
    expect(changed.ok && changed.data.locale.messages).toBe('en-XA')
    expect(say(system, { language: 'English' })).toBe('⟦Şẏşŧḗḗḿ (English)⟧')
    load.mockRestore()
  })
})
