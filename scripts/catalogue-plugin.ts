// Compiles the message catalogues (src/shared/i18n/catalogue/*.json) at
// build time: each message's ICU text becomes its syntax tree, so the page
// ships FormatJS without its parser, and a message that does not parse
// fails the build with its id. Runs before Vite's JSON plugin and hands it
// JSON, so a catalogue still imports as a JSON module (in main, in the page
// and in vitest alike).
import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

const CATALOGUE = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogue[\\/][^\\/]+\.json$/

/** Every message of a catalogue, parsed; throws naming the first that is not valid ICU. */
export function compileCatalogue(source: string, file: string): Record<string, unknown> {
  const catalogue = JSON.parse(source) as Record<string, { defaultMessage?: unknown }>
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, entry]) => {
      if (typeof entry?.defaultMessage !== 'string') throw new Error(`${file}: message ${id} has no defaultMessage text.`)
      try {
        return [id, parse(entry.defaultMessage)]
      } catch (error) {
        throw new Error(`${file}: message ${id} is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error })
      }
    })
  )
}

export function catalogueCompiler(): Plugin {
  return {
    name: 'platform-catalogue-compiler',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!CATALOGUE.test(file)) return null
      return { code: JSON.stringify(compileCatalogue(source, file)), map: null }
    }
  }
}
