// The languages Platform Desktop speaks, and what follows from a language:
// its name in itself, its direction, and which of ours best fits what a
// person's computer prefers. English is the source: its words live in the
// code (each message's defaultMessage); every other language is a catalogue
// file in ./catalogue/ (docs/localisation.md says how to add one).

/** The language the code is written in: its catalogue is extracted from the code, never translated. */
export const SOURCE_LOCALE = 'en'

/** The languages offered in Settings, each with a catalogue in ./catalogue/. */
export const shippedLocales = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const
/**
 * Made from English at load time, for checking the page, not for reading:
 * en-XA accents every letter and runs about 35 % longer (text that was never
 * translated, or a control too small for longer words, shows at once);
 * en-XB is the same text right to left, with the page's direction turned.
 * Offered in development builds and tests only.
 */
export const pseudoLocales = ['en-XA', 'en-XB'] as const

export type ShippedLocale = (typeof shippedLocales)[number]
export type PseudoLocale = (typeof pseudoLocales)[number]
export type MessagesLocale = ShippedLocale | PseudoLocale

/** Each language's name in itself, as a language picker shows it (never translated). */
export const languageNames: Record<MessagesLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ar: 'العربية',
  'en-XA': 'Ƥşḗḗŭŭḓǿǿ (accented)',
  'en-XB': 'Pseudo (right to left)'
}

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'])

/** The direction a language is written in: its primary subtag decides, and en-XB is right to left by design. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  if (locale === 'en-XB') return 'rtl'
  return RIGHT_TO_LEFT.has(locale.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}

export const isPseudoLocale = (locale: string): locale is PseudoLocale =>
  (pseudoLocales as readonly string[]).includes(locale)

/**
 * The locale main and the page run in: which catalogue the words come from,
 * and which locale formats dates, numbers and lists (the language with the
 * person's region, e.g. words from "de", dates as "de-AT").
 */
export interface AppLocale {
  messages: MessagesLocale
  format: string
  direction: 'ltr' | 'rtl'
}

export const SOURCE_APP_LOCALE: AppLocale = { messages: SOURCE_LOCALE, format: 'en-US', direction: 'ltr' }
