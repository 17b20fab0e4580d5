// A message: an id that never changes once translated, the English words in
// ICU MessageFormat, and a note for translators saying where it shows. Every
// word the app shows is one, in main and in the page; `npm run i18n:extract`
// collects them into ./catalogue/en.json (docs/localisation.md).
//
// defineMessages is an identity function with the name FormatJS's extractor
// and Babel plugin look for; it lives here so main, the page and shared code
// declare messages the same way without importing a React library.

/** What the extractor and both runtimes read. defaultMessage is English ICU; the page's build compiles it ahead of time. */
export interface Message {
  id: string
  defaultMessage: string
  /** For translators: where the words show and what the placeholders hold. */
  description: string
}

export function defineMessages<const K extends string>(messages: Record<K, Message>): Record<K, Message> {
  return messages
}

export function defineMessage(message: Message): Message {
  return message
}

/** The values a message's placeholders take. Text, numbers and dates; the page may also pass elements (rich text). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>
