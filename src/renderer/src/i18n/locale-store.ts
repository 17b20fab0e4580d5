// The page's language: the locale main resolved (SettingsModel.locale), its
// messages loaded on demand, and one FormatJS intl object every component
// and store formats with. Held in a store rather than React context, so code
// outside components (stores, page commands) speaks the same language and
// a component needs no provider around it, in the app or in a test.
import { createIntl, createIntlCache, type IntlShape, ReactIntlErrorCode } from 'react-intl'
import { create } from 'zustand'

import { loadMessages, type Messages } from '@shared/i18n/catalogues'
import { type AppLocale, SOURCE_APP_LOCALE, SOURCE_LOCALE } from '@shared/i18n/locales'
import { plainWords } from '@shared/i18n/plain-words'

import { applyDocumentLocale } from './document-locale'

const cache = createIntlCache()

function intlFor(locale: AppLocale, messages: Messages): IntlShape {
  return createIntl(
    {
      locale: locale.format,
      // English is the code's own words: naming it the default locale keeps FormatJS from building (and
      // dropping) a missing-translation error on every message, and formats them in the person's region.
      defaultLocale: locale.messages === SOURCE_LOCALE ? locale.format : SOURCE_LOCALE,
      messages: messages as IntlShape['messages'],
      onError: (error) => {
        // A message a catalogue lacks shows in English, by design (the catalogue test keeps them complete).
        if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return
        console.error(`A message could not be shown: ${error.message}`)
      }
    },
    cache
  )
}

/**
 * The page's intl object for a locale: a message whose words are plain text is said without FormatJS, whose own object
 * is made at the first thing that needs it (a placeholder, a number, a date). Making it is ICU's first use in the page
 * (@shared/i18n/plain-words, about 16 ms in Chromium), and the sign-in form is plain words: its first paint waits for
 * none of that. The locale is read without it.
 */
function lazyIntl(locale: AppLocale, messages: Messages): IntlShape {
  let made: IntlShape | null = null
  const real = () => (made ??= intlFor(locale, messages))
  const sourceLanguage = locale.messages === SOURCE_LOCALE
  type Format = (descriptor: Parameters<IntlShape['formatMessage']>[0], ...rest: unknown[]) => unknown
  const formatMessage = ((descriptor, ...rest) =>
    plainWords(descriptor, messages, sourceLanguage) ??
    (real().formatMessage as Format)(descriptor, ...rest)) as Format as IntlShape['formatMessage']
  return new Proxy({} as IntlShape, {
    get: (_target, key) =>
      key === 'formatMessage' || key === '$t'
        ? formatMessage
        : key === 'locale'
          ? locale.format
          : real()[key as keyof IntlShape]
  })
}

interface LocaleState {
  locale: AppLocale
  intl: IntlShape
}

export const useLocaleStore = create<LocaleState>()(() => ({
  locale: SOURCE_APP_LOCALE,
  intl: lazyIntl(SOURCE_APP_LOCALE, {})
}))

const sameLocale = (a: AppLocale, b: AppLocale) =>
  a.messages === b.messages && a.format === b.format && a.direction === b.direction

let wanted: AppLocale = SOURCE_APP_LOCALE

/**
 * Switches the page to a locale: loads its catalogue (a chunk of its own),
 * then every component re-renders in it. The last one asked for wins; one
 * that cannot be loaded leaves the current language and throws. True when
 * the language changed.
 */
export async function applyLocale(locale: AppLocale): Promise<boolean> {
  wanted = locale
  if (sameLocale(locale, useLocaleStore.getState().locale)) return false
  const messages = await loadMessages(locale.messages)
  if (!sameLocale(wanted, locale)) return false
  useLocaleStore.setState({ locale, intl: lazyIntl(locale, messages) })
  applyDocumentLocale(locale)
  return true
}

/** The intl object of the moment, for code outside components (a component uses useIntl, to re-render on a change). */
export const currentIntl = (): IntlShape => useLocaleStore.getState().intl
