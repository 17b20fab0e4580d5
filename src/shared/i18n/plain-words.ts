// A message's words without FormatJS when they are plain text. FormatJS's first message checks the locale against
// Intl.NumberFormat's locales, and the first such check builds ICU's list of them: about 16 ms in Chromium and
// 20–26 ms on Node 24 (docs/performance.md). The sign-in form, the menus and the tray at start are plain words, so
// neither main nor the page asks ICU before its first screen; both make their FormatJS object at the first message
// that needs it.
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser'

/** ICU MessageFormat's syntax: English text with none of these is its own words. */
const SYNTAX = /[{}<>'#|]/

/** The words of a syntax tree made of literals only (FormatJS joins them so); null when it has anything else. */
function literalWords(tree: readonly unknown[]): string | null {
  let words = ''
  for (const element of tree as readonly Partial<MessageFormatElement & { value: unknown }>[]) {
    if (element.type !== TYPE.literal || typeof element.value !== 'string') return null
    words += element.value
  }
  return words
}

/**
 * A message's words when they are plain text, as FormatJS would give them, or null: the catalogue's message parsed to
 * literals only (FormatJS's own shortcut takes one, formatMessage in @formatjs/intl; a pseudo-locale's brackets make
 * more), or, in the source language, the default message when it has no syntax (English's words are the code's, by
 * design; the page's build compiles them to a tree). A message missing from another language's catalogue is left to
 * FormatJS, which reports it.
 */
export function plainWords(
  message: { id: string; defaultMessage?: unknown },
  messages: Readonly<Record<string, unknown>>,
  sourceLanguage: boolean
): string | null {
  if (Object.hasOwn(messages, message.id)) {
    const own = messages[message.id]
    return Array.isArray(own) ? literalWords(own) : null
  }
  if (!sourceLanguage) return null
  const source = message.defaultMessage
  if (Array.isArray(source)) return literalWords(source)
  return typeof source === 'string' && !SYNTAX.test(source) ? source : null
}
