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

/**
 * A tag in its canonical form, or null for a malformed one from the OS. A well-formed tag of a language no catalogue
 * has matches none and formats nothing, so it needs no check against ICU's locales, which would be ICU's first use
 * before the window (say.ts).
 */
function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null
  } catch {
    return null
  }
}

/** The shipped language that best fits the preferred ones, by CLDR's language distances (about 10 ms at first use). */
const bestFit = (requested: string[]) =>
  match(requested, shippedLocales, SOURCE_LOCALE, { algorithm: 'best fit' }) as MessagesLocale

/**
 * The most preferred locale's language when a catalogue has it and the tag names no script: the best fit then, without
 * its cost before the first window (test/unit/main/language.test.ts compares the two).
 */
export function shippedLanguageOf(tag: string): MessagesLocale | null {
  const [language, second] = tag.split('-')
  const script = second !== undefined && /^[A-Za-z]{4}$/.test(second)
  return !script && (shippedLocales as readonly string[]).includes(language!) ? (language as MessagesLocale) : null
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
  const messages = shippedLanguageOf(requested[0]!) ?? bestFit(requested)
  // The first preferred locale in that language carries the region; English by default formats as en-US.
  const format =
    requested.find((tag) => tag.split('-')[0] === messages.split('-')[0]) ??
    (messages === SOURCE_LOCALE ? SOURCE_APP_LOCALE.format : messages)
  return { messages, format, direction: directionOf(messages) }
}
