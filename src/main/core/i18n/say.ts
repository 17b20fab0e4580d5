// Main's words in the person's language. Every sentence main shows (errors,
// the tray, menus, OS notifications, dialogs) is a message (src/shared/i18n/
// messages.ts) put into words here, in the locale main runs in; numbers,
// lists, dates and relative times go through the same locale's Intl rules.
// One locale for the whole process: the Language setting changes it for
// everything at once (i18n/index.ts).
import { parse } from '@formatjs/icu-messageformat-parser'
import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from '@formatjs/intl'

import { loadMessages } from '@shared/i18n/catalogues'
import { type AppLocale, SOURCE_APP_LOCALE, SOURCE_LOCALE } from '@shared/i18n/locales'
import type { Message, MessageValues } from '@shared/i18n/messages'
import { plainWords } from '@shared/i18n/plain-words'

const cache = createIntlCache()

/** A message missing from a catalogue falls back to English; anything else wrong with one is worth a log line. */
export type MessageProblem = (detail: string) => void
let reportProblem: MessageProblem = () => undefined

function intlFor(locale: AppLocale, messages: Record<string, unknown>): IntlShape {
  return createIntl(
    {
      locale: locale.format,
      // English is the code's own words: naming it the default locale keeps FormatJS from building (and
      // dropping) a missing-translation error on every message, and formats them in the person's region.
      defaultLocale: locale.messages === SOURCE_LOCALE ? locale.format : SOURCE_LOCALE,
      messages: messages as IntlShape['messages'],
      onError: (error) => {
        // English has no catalogue: its words are the defaultMessage, by design.
        if (error.code === IntlErrorCode.MISSING_TRANSLATION && locale.messages === SOURCE_LOCALE) return
        reportProblem(`${error.code}: ${error.message}`)
      }
    },
    cache
  )
}

/**
 * The active locale, its catalogue, and FormatJS's object for it, made at the first message that needs one. Making it
 * is ICU's first use in main (@shared/i18n/plain-words): the menus' and the tray's words at start are plain text, said
 * without it.
 */
let active: { locale: AppLocale; messages: Record<string, unknown>; intl: IntlShape | null } = {
  locale: SOURCE_APP_LOCALE,
  messages: {},
  intl: null
}
const intl = (): IntlShape => (active.intl ??= intlFor(active.locale, active.messages))

/** A message in words, in the active locale; English when the catalogue lacks it. */
export function say(message: Message, values?: MessageValues): string {
  return (
    plainWords(message, active.messages, active.locale.messages === SOURCE_LOCALE) ??
    intl().formatMessage(message, values)
  )
}

/** Every message of a map in words, under the same keys. */
export function sayAll<K extends string>(messages: Record<K, Message>): Record<K, string> {
  return Object.fromEntries(Object.entries<Message>(messages).map(([key, message]) => [key, say(message)])) as Record<
    K,
    string
  >
}

/** The active locale's Intl formatters: numbers, lists, dates, relative times. */
export const formats = {
  number: (value: number, options?: Parameters<IntlShape['formatNumber']>[1]) => intl().formatNumber(value, options),
  list: (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
    intl().formatList(items, { type }),
  date: (value: number | Date, options?: Intl.DateTimeFormatOptions) => intl().formatDate(value, options),
  relativeTime: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    intl().formatRelativeTime(value, unit, { numeric: 'auto' })
}

export const activeLocale = (): AppLocale => active.locale

/**
 * Loads a locale's catalogue and makes it main's; on failure keeps the one it
 * had and throws (AppLanguage logs it). Built main's catalogues and English
 * words are syntax trees compiled by the build, which bundles no parser (the
 * `parse` here is then a stand-in that throws: scripts/main-messages.ts);
 * run from source, as in the tests, the catalogue's text is parsed here.
 */
export async function useLocale(locale: AppLocale, onProblem: MessageProblem = reportProblem): Promise<void> {
  reportProblem = onProblem
  const messages = await loadMessages(locale.messages, parse)
  active = { locale, messages, intl: null }
}
