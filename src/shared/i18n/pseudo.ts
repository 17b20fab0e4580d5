// Pseudo-localisation: English made visibly foreign, to find what a
// translation would break before anyone translates (docs/localisation.md).
// Works on compiled messages (ICU syntax trees), so placeholders, plurals
// and tags keep working; only the literal text changes.
import {
  createLiteralElement,
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement
} from '@formatjs/icu-messageformat-parser'

import type { PseudoLocale } from './locales'

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'][i] ?? letter
  ])
)
const VOWELS = new Set([...'aeiouAEIOU'])

/** en-XA: every letter accented and every vowel doubled, about 35 % longer in English. */
function accent(text: string): string {
  let out = ''
  for (const char of text) {
    const accented = ACCENTED[char] ?? char
    out += VOWELS.has(char) ? accented + accented : accented
  }
  return out
}

const RLO = '\u202e'
const PDF = '\u202c'

/** en-XB: the accented text forced right to left, so a left-to-right assumption in the layout shows. */
const rightToLeft = (text: string): string => (text.trim() === '' ? text : `${RLO}${accent(text)}${PDF}`)

function mapLiterals(elements: MessageFormatElement[], change: (text: string) => string): MessageFormatElement[] {
  // The page bundles the parser package's no-parser build (electron.vite.config.ts): these guards are in it, the parser is not.
  return elements.map((element): MessageFormatElement => {
    if (isLiteralElement(element)) return { ...element, value: change(element.value) }
    if (isSelectElement(element) || isPluralElement(element))
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [
            key,
            { ...option, value: mapLiterals(option.value, change) }
          ])
        )
      }
    if (isTagElement(element)) return { ...element, children: mapLiterals(element.children, change) }
    return element
  })
}

/** A message in a pseudo-locale: its literal text changed, and ⟦ ⟧ around it, so a cut-off end is plain to see. */
export function pseudoLocalise(message: MessageFormatElement[], locale: PseudoLocale): MessageFormatElement[] {
  const changed = mapLiterals(message, locale === 'en-XA' ? accent : rightToLeft)
  return [createLiteralElement('⟦'), ...changed, createLiteralElement('⟧')]
}
