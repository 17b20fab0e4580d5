// Compiles the message catalogues (src/shared/i18n/catalogue/*.json) at
// build time: each message's ICU text becomes its syntax tree, so the page
// ships FormatJS without its parser, and a message that does not parse
// fails the build with its id. Runs before Vite's JSON plugin and hands it
// JSON, so a catalogue still imports as a JSON module (in main, in the page
// and in vitest alike).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

const CATALOGUE = /[\\/]src[\\/]shared[\\/]i18n[\\/]catalogue[\\/][^\\/]+\.json$/

/** ICU text as its syntax tree; throws, saying where the text is (`what`), when it is not valid ICU MessageFormat. */
export function icuTree(text: string, what: string): unknown {
  try {
    return parse(text)
  } catch (error) {
    throw new Error(`${what} is not valid ICU MessageFormat: ${(error as Error).message}`, { cause: error })
  }
}

/** Every message of a catalogue (or those `keep` names), parsed; throws naming the first that is not valid ICU. */
export function compileCatalogue(source: string, file: string, keep?: ReadonlySet<string>): Record<string, unknown> {
  const catalogue = JSON.parse(source) as Record<string, { defaultMessage?: unknown }>
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([id]) => !keep || keep.has(id))
      .map(([id, entry]) => {
        if (typeof entry?.defaultMessage !== 'string')
          throw new Error(`${file}: message ${id} has no defaultMessage text.`)
        return [id, icuTree(entry.defaultMessage, `${file}: message ${id}`)]
      })
  )
}

/** The message ids declared in the code under these folders (ids are literal strings: the extractor requires it). */
export function idsDeclaredIn(folders: readonly string[]): Set<string> {
  const ids = new Set<string>()
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(path, 'utf8').matchAll(/\bid:\s*'([a-z][\w.-]*)'/g)) ids.add(match[1] ?? '')
    }
  }
  for (const folder of folders) visit(folder)
  return ids
}

/**
 * `onlyIdsFrom`: the build keeps only the messages declared in these
 * folders. The page's catalogues leave main's messages out (the page never
 * shows them), which keeps the chunk a language loads before the first
 * screen small.
 */
export function catalogueCompiler({ onlyIdsFrom }: { onlyIdsFrom?: readonly string[] } = {}): Plugin {
  let keep: Set<string> | undefined
  return {
    name: 'platform-catalogue-compiler',
    enforce: 'pre',
    buildStart() {
      keep = onlyIdsFrom ? idsDeclaredIn(onlyIdsFrom) : undefined
    },
    transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!CATALOGUE.test(file)) return null
      return { code: JSON.stringify(compileCatalogue(source, file, keep)), map: null }
    }
  }
}
