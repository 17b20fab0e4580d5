// Loading a language's words: its catalogue file, fetched when the language
// is chosen (never bundled with the first screen), or English made into a
// pseudo-locale. English itself needs nothing loaded: its words are the
// defaultMessage of each message, in the code.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

import { isPseudoLocale, type MessagesLocale, SOURCE_LOCALE } from './locales'

/** A catalogue as translators edit it (FormatJS's format), or as the build compiles it (each message parsed ahead of time). */
export type CatalogueEntry = { defaultMessage: string; description?: string } | MessageFormatElement[]
export type Catalogue = Record<string, CatalogueEntry>
/** What both runtimes take: ICU text, or its syntax tree. */
export type Messages = Record<string, string | MessageFormatElement[]>

/** One loader per catalogue file: the build splits each into its own chunk. Adding a language adds a line here. */
const catalogueFiles: Record<string, () => Promise<{ default: unknown }>> = {
  en: () => import('./catalogue/en.json', { with: { type: 'json' } }),
  de: () => import('./catalogue/de.json', { with: { type: 'json' } }),
  fr: () => import('./catalogue/fr.json', { with: { type: 'json' } }),
  es: () => import('./catalogue/es.json', { with: { type: 'json' } }),
  ja: () => import('./catalogue/ja.json', { with: { type: 'json' } }),
  ar: () => import('./catalogue/ar.json', { with: { type: 'json' } })
}

export const hasCatalogue = (locale: string): boolean => locale in catalogueFiles

/** Parses ICU text into its syntax tree: main passes the parser; the page needs none, its catalogues being compiled by the build. */
export type ParseMessage = (text: string) => MessageFormatElement[]

function messagesOf(catalogue: Catalogue, parse?: ParseMessage): Record<string, MessageFormatElement[] | string> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, entry]) => {
      if (Array.isArray(entry)) return [id, entry]
      return [id, parse ? parse(entry.defaultMessage) : entry.defaultMessage]
    })
  )
}

/**
 * The messages for a locale, by id. English: none (the code's own words are
 * used). A pseudo-locale: English's catalogue, changed. Throws when a file
 * cannot be loaded; the caller keeps the language it had.
 */
export async function loadMessages(locale: MessagesLocale, parse?: ParseMessage): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return {}
  const file = isPseudoLocale(locale) ? SOURCE_LOCALE : locale
  const load = catalogueFiles[file]
  if (!load) throw new Error(`No catalogue for ${file}.`)
  const messages = messagesOf((await load()).default as Catalogue, parse)
  if (!isPseudoLocale(locale)) return messages
  // Loaded only for a pseudo-locale (a check of the layout, never a person's language): not in the first script.
  const { pseudoLocalise } = await import('./pseudo')
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (typeof message === 'string')
        throw new Error(`Message ${id} was not compiled; pseudo-locales need the syntax tree.`)
      return [id, pseudoLocalise(message, locale)]
    })
  )
}
