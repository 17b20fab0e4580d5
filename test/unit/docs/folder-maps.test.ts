// Each top folder of main and of the page opens with a short README.md: what
// lives there, what it may import, where to read on. The maps stay true: a
// folder added under core/, desktop/ or a features/ folder must be named in its
// parent's README, and the features tables say rightly which feature has a
// counterpart in the other process.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
/** The folders whose every subfolder opens with a README. */
const TOPS = ['src/main', 'src/renderer/src']
/** The folders whose README names every subfolder. */
const MAPPED = ['src/main/core', 'src/main/desktop', 'src/main/features', 'src/renderer/src/features']
/** Each features folder and the one its README's last column speaks of. */
const COUNTERPART: Record<string, string> = {
  'src/main/features': 'src/renderer/src/features',
  'src/renderer/src/features': 'src/main/features'
}

const subfolders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
const readme = (dir: string) => readFileSync(join(ROOT, dir, 'README.md'), 'utf8')

/** The folders a README's table has a row for: `| \`name/\` | … |`. */
const mappedFolders = (text: string): string[] =>
  [...text.matchAll(/^\| `([\w-]+)\/` \|/gm)].map((match) => match[1] ?? '').sort()

/** A row `| \`name/\` | … | yes (…) |`: the folder, and whether it says the other process has one. */
const counterpartClaims = (text: string): Map<string, boolean> =>
  new Map(
    [...text.matchAll(/^\| `([\w-]+)\/` \|.*\| (yes|no)\b[^|]*\|$/gm)].map((match) => [
      match[1] ?? '',
      match[2] === 'yes'
    ])
  )

describe('folder maps', () => {
  const tops = TOPS.flatMap((top) => subfolders(top).map((name) => `${top}/${name}`))

  it('every top folder of main and of the page has a README.md of 10 to 30 lines', () => {
    expect(tops).toEqual(expect.arrayContaining(['src/main/core', 'src/main/features', 'src/renderer/src/ui']))
    const missing = tops.filter((dir) => !existsSync(join(ROOT, dir, 'README.md')))
    expect(missing, 'folders without a README.md').toEqual([])
    const lengths = tops
      .map((dir) => ({ dir, lines: readme(dir).trimEnd().split('\n').length }))
      .filter(({ lines }) => lines < 10 || lines > 30)
    expect(lengths, 'READMEs outside 10–30 lines').toEqual([])
  })

  it('every top folder README says what the folder may import and where to read on', () => {
    const without = tops.filter((dir) => !/\*\*May import:\*\*/.test(readme(dir)) || !/^Read on: /m.test(readme(dir)))
    expect(without).toEqual([])
  })

  it.each(MAPPED)('%s/README.md has a row for each of its subfolders, and none for a folder not there', (dir) => {
    const actual = subfolders(dir)
    expect(actual.length).toBeGreaterThan(0)
    expect(mappedFolders(readme(dir))).toEqual(actual)
    if (COUNTERPART[dir]) expect([...counterpartClaims(readme(dir)).keys()].sort()).toEqual(actual)
  })

  it.each(Object.entries(COUNTERPART))('%s/README.md says rightly which features %s has too', (dir, other) => {
    const wrong = [...counterpartClaims(readme(dir))].filter(
      ([name, claimed]) => existsSync(join(ROOT, other, name)) !== claimed
    )
    expect(wrong).toEqual([])
  })

  it('reads a map the way the checks above rely on', () => {
    const text = ['| `ping/` | the ping | no (shown in `account-info/`) |', '| `people/` | profiles | yes |'].join('\n')
    expect(mappedFolders(`${text}\nsee \`app/\``)).toEqual(['people', 'ping'])
    expect([...counterpartClaims(text)]).toEqual([
      ['ping', false],
      ['people', true]
    ])
  })
})
