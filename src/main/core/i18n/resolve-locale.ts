// Which language main and the page run in: the one chosen in Settings, or
// else the best fit for the languages the computer prefers (Electron's
// app.getPreferredSystemLanguages(), most preferred first), else English.
// Dates and numbers keep the person's region where the words match their
// language: preferring de-AT gives German words and Austrian dates.
import { match } from '@formatjs/intl-localematcher'

import {
  type AppLocale,
  directionOf,
  isPseudoLocale,
  type MessagesLocale,
  shippedLocales,
  SOURCE_APP_LOCALE,
  SOURCE_LOCALE
} from '@shared/i18n/locales'

/** What the Language setting holds: "system", or one of the languages offered. */
export type LanguageChoice = 'system' | MessagesLocale

/** A tag the platform's Intl can format with, or null for what it cannot (a malformed tag from the OS). */
function canonical(tag: string): string | null {
  try {
    const [locale] = Intl.getCanonicalLocales(tag)
    return locale && Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : null
  } catch {
    return null
  }
}

export function resolveAppLocale(choice: LanguageChoice, preferred: readonly string[]): AppLocale {
  const requested = preferred.map(canonical).filter((tag): tag is string => tag !== null)
  if (choice !== 'system') {
    // A chosen language formats as itself, or with the region of a preferred locale of that same language.
    const sameLanguage = isPseudoLocale(choice) ? undefined : requested.find((tag) => tag.split('-')[0] === choice)
    return {
      messages: choice,
      format: isPseudoLocale(choice) ? 'en-US' : (sameLanguage ?? choice),
      direction: directionOf(choice)
    }
  }
  if (requested.length === 0) return SOURCE_APP_LOCALE
  const messages = match(requested, shippedLocales, SOURCE_LOCALE, { algorithm: 'best fit' }) as MessagesLocale
  // The first preferred locale in that language carries the region; English by default formats as en-US.
  const format =
    requested.find((tag) => tag.split('-')[0] === messages.split('-')[0]) ??
    (messages === SOURCE_LOCALE ? SOURCE_APP_LOCALE.format : messages)
  return { messages, format, direction: directionOf(messages) }
}
