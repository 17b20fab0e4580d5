// The message catalogues hold to the code (docs/localisation.md): English is
// exactly what `npm run i18n:extract` finds in src/, every other language has
// exactly English's ids, each message is valid ICU MessageFormat, and a
// translation keeps its English placeholders (same names, same kinds, same
// select cases), so a value the code passes can never go missing or break a
// sentence.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import {
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE
} from '@formatjs/icu-messageformat-parser'
import { afterAll, describe, expect, it } from 'vitest'

import { hasCatalogue } from '../../../src/shared/i18n/catalogues'
import { shippedLocales, SOURCE_LOCALE } from '../../../src/shared/i18n/locales'

const ROOT = resolve(import.meta.dirname, '../../..')
const FOLDER = join(ROOT, 'src/shared/i18n/catalogue')
type Catalogue = Record<string, { defaultMessage: string; description?: string }>
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue
const files = readdirSync(FOLDER).filter((name) => name.endsWith('.json'))
const english = read(join(FOLDER, `${SOURCE_LOCALE}.json`))

/** Each placeholder as "name:kind" (select cases too), in order of name: what a translation must keep. */
function placeholdersOf(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>()
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (isPoundElement(element) || element.type === TYPE.literal) continue
      found.add(`${element.value}:${TYPE[element.type]}`)
      if (isSelectElement(element)) found.add(`${element.value}:cases ${Object.keys(element.options).sort().join('|')}`)
      if (isSelectElement(element) || isPluralElement(element))
        for (const option of Object.values(element.options)) walk(option.value)
      if (isTagElement(element)) walk(element.children)
    }
  }
  walk(elements)
  return [...found].sort()
}

const work = mkdtempSync(join(tmpdir(), 'catalogue-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('message catalogues', () => {
  it('English is what the code declares: no message missing from it, none the code no longer has', () => {
    const out = join(work, 'en.json')
    execFileSync(
      join(ROOT, 'node_modules/.bin/formatjs'),
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', out, '--throws'],
      {
        cwd: ROOT,
        stdio: 'pipe'
      }
    )
    expect(english, 'run `npm run i18n:extract` and commit src/shared/i18n/catalogue/en.json').toEqual(read(out))
  })

  it('every message has a dotted id and a note for translators', () => {
    const bad = Object.entries(english).filter(
      ([id, entry]) => !/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/.test(id) || !entry.description?.trim()
    )
    expect(bad.map(([id]) => id)).toEqual([])
  })

  it('ships a catalogue for each offered language, and offers each catalogue', () => {
    expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...shippedLocales].sort())
    for (const locale of shippedLocales) expect(hasCatalogue(locale), locale).toBe(true)
  })

  for (const file of files.filter((name) => name !== `${SOURCE_LOCALE}.json`)) {
    describe(file, () => {
      const catalogue = read(join(FOLDER, file))
      it('has exactly English’s ids', () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort())
      })
      it('is valid ICU and keeps every English placeholder', () => {
        const broken: string[] = []
        for (const [id, entry] of Object.entries(catalogue)) {
          const source = english[id]
          if (!source) continue
          try {
            const mine = placeholdersOf(parse(entry.defaultMessage))
            const theirs = placeholdersOf(parse(source.defaultMessage))
            if (JSON.stringify(mine) !== JSON.stringify(theirs))
              broken.push(`${id}: ${mine.join(', ')} instead of ${theirs.join(', ')}`)
          } catch (error) {
            broken.push(`${id}: ${(error as Error).message}`)
          }
        }
        expect(broken).toEqual([])
      })
    })
  }

  it('finds a changed placeholder and a broken message (the checks can fail)', () => {
    expect(placeholdersOf(parse('{count, plural, one {# file} other {# files}} in <b>{folder}</b>'))).toEqual([
      'b:tag',
      'count:plural',
      'folder:argument'
    ])
    expect(placeholdersOf(parse('{n, plural, other {# Dateien}} in <b>{ordner}</b>'))).not.toEqual(
      placeholdersOf(parse('{n, plural, other {# files}} in <b>{folder}</b>'))
    )
    expect(() => parse('{count, plural, one {# file}')).toThrow()
  })
})
