// The app's language in main: which locale the Language setting and the
// computer's preferred languages give, that main's words follow a change at
// once, and what the pseudo-locales do to a message.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { parse } from '@formatjs/icu-messageformat-parser'
import { createIntl } from '@formatjs/intl'
import { match } from '@formatjs/intl-localematcher'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolveAppLocale, shippedLanguageOf } from '../../../src/main/core/i18n/resolve-locale'
import { say, useLocale } from '../../../src/main/core/i18n/say'
import * as catalogues from '../../../src/shared/i18n/catalogues'
import {
  type AppLocale,
  directionOf,
  pseudoLocales,
  shippedLocales,
  SOURCE_APP_LOCALE,
  SOURCE_LOCALE
} from '../../../src/shared/i18n/locales'
import { defineMessage } from '../../../src/shared/i18n/messages'
import { plainWords } from '../../../src/shared/i18n/plain-words'
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

  it('takes the most preferred language when a catalogue has it, as the best fit would, without asking the matcher', () => {
    const regions = [
      '',
      'US',
      'GB',
      'AT',
      'CH',
      'CA',
      'MX',
      '419',
      'EG',
      'SA',
      'MA',
      'JP',
      'BE',
      'IN',
      'AU',
      'DE',
      'FR'
    ]
    const others = ['', 'sw-KE', 'pt-BR', 'zh-Hant-TW', 'gl-ES', 'ca', 'nl-NL', ...shippedLocales]
    let compared = 0
    for (const language of shippedLocales)
      for (const region of regions)
        for (const other of others) {
          const requested = [[language, region].filter(Boolean).join('-'), other].filter(Boolean)
          const fast = shippedLanguageOf(requested[0]!)
          expect(fast, requested.join(', ')).toBe(
            match(requested, shippedLocales, SOURCE_LOCALE, { algorithm: 'best fit' })
          )
          compared++
        }
    expect(compared).toBeGreaterThan(500)
    // A script, or a language no catalogue has: the best fit decides.
    expect(shippedLanguageOf('ja-Latn-JP')).toBeNull()
    expect(shippedLanguageOf('gl-ES')).toBeNull()
    expect(resolveAppLocale('system', ['gl-ES', 'de-DE']).messages).toBe(
      match(['gl-ES', 'de-DE'], shippedLocales, SOURCE_LOCALE, { algorithm: 'best fit' })
    )
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

describe('main’s plain words need no ICU', () => {
  // Every message the app has, with its English words (en.json is the source catalogue).
  const english = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../src/shared/i18n/catalogue/en.json'), 'utf8')
  ) as Record<string, { defaultMessage: string }>
  const everyMessage = Object.entries(english).map(([id, { defaultMessage }]) => ({
    id,
    defaultMessage,
    description: ''
  }))

  it.each([...shippedLocales, ...pseudoLocales])(
    '%s: a message whose words are plain text is said as FormatJS says it, without FormatJS',
    async (messages) => {
      const locale: AppLocale = {
        messages,
        format: messages === SOURCE_LOCALE ? 'en-US' : messages,
        direction: directionOf(messages)
      }
      await useLocale(locale)
      const loaded = await catalogues.loadMessages(messages, parse)
      const formatjs = createIntl({
        locale: locale.format,
        defaultLocale: messages === SOURCE_LOCALE ? locale.format : SOURCE_LOCALE,
        messages: loaded as Record<string, string>,
        onError: () => undefined
      })
      let plain = 0
      for (const message of everyMessage) {
        const words = plainWords(message, loaded, messages === SOURCE_LOCALE)
        if (words === null) continue
        plain++
        expect(words, message.id).toBe(formatjs.formatMessage(message))
        expect(say(message), message.id).toBe(words)
      }
      // Most of the app's messages are plain words (menus, buttons, headings).
      expect(plain).toBeGreaterThan(everyMessage.length / 2)
      // A message with a placeholder is FormatJS's.
      expect(plainWords(system, loaded, messages === SOURCE_LOCALE)).toBeNull()
    }
  )

  it('a start in a plain language says its menu words without asking ICU for its locales, and formats numbers once asked', async () => {
    const asked: string[] = []
    for (const service of ['NumberFormat', 'DateTimeFormat'] as const)
      vi.spyOn(Intl[service], 'supportedLocalesOf').mockImplementation((locales?: Intl.LocalesArgument) => {
        asked.push(service)
        return Intl.getCanonicalLocales(locales as string[] | undefined)
      })
    vi.resetModules()
    try {
      const fresh = await import('../../../src/main/core/i18n/say')
      const { resolveAppLocale: resolve } = await import('../../../src/main/core/i18n/resolve-locale')
      // English, the source language: its words are the code's.
      expect(fresh.say({ id: 'menu.title.file', defaultMessage: 'File', description: '' })).toBe('File')
      await fresh.useLocale(resolve('system', ['de-AT', 'en-US']))
      expect(fresh.activeLocale()).toEqual({ messages: 'de', format: 'de-AT', direction: 'ltr' })
      expect(fresh.say({ id: 'menu.about.copy', defaultMessage: 'Copy', description: '' })).toBe('Kopieren')
      expect(asked).toEqual([])
      // A message with a number, or a number itself: FormatJS, with ICU, in the person's region.
      expect(fresh.formats.number(1234.5)).toBe(new Intl.NumberFormat('de-AT').format(1234.5))
      expect(asked.length).toBeGreaterThan(0)
    } finally {
      vi.restoreAllMocks()
      vi.resetModules()
    }
  })
})
