// The page's styles keep the design system's rule (docs/architecture.md,
// "Design system"): a rule uses a token, not a number, and every token a rule
// uses is defined. Lengths are written once, in styles/tokens.css (and colours
// and shadows in theme.css), so changing the spacing scale or a radius is one
// edit and a typo in a token's name does not silently drop a declaration.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const PAGE = resolve(import.meta.dirname, '../../../src/renderer/src')
/** Where lengths are defined rather than used. */
const DEFINITIONS = new Set(['styles/tokens.css', 'styles/theme.css'])
/** Lengths that are idioms, not design decisions; each with its reason. */
const ALLOWED: Record<string, string[]> = {
  // The standard visually-hidden clip: a 1 px box pulled out of the flow.
  'styles/base.css': ['1px', '1px', '-1px'],
  // An inline icon lowered to the text's baseline: relative to the text, whatever its size.
  'features/people/people.css': ['-0.125em']
}

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return cssFiles(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

const files = cssFiles(PAGE).map((path) => ({
  name: relative(PAGE, path).split('\\').join('/'),
  // Comments say numbers freely ("a 4 px grid"); only declarations count.
  css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
}))

/** px, rem and em lengths in declarations; media queries cannot read custom properties, so their conditions are left out. */
function rawLengths(css: string): string[] {
  const declarations = css.replace(/@media[^{]*\{/g, '@media {')
  return [...declarations.matchAll(/(?<![\w-])-?\d*\.?\d+(?:px|rem|em)\b/g)].map((m) => m[0])
}

describe('renderer styles', () => {
  it('finds the style sheets it checks', () => {
    expect(files.map((f) => f.name)).toEqual(
      expect.arrayContaining(['styles/layout.css', 'styles/tokens.css', 'ui/icon-button.css'])
    )
  })

  it('uses a token, not a number, for every length outside the token files', () => {
    const found = Object.fromEntries(
      files.filter((f) => !DEFINITIONS.has(f.name)).map((f) => [f.name, rawLengths(f.css)])
    )
    const unexpected = Object.entries(found).filter(
      ([name, lengths]) => JSON.stringify(lengths) !== JSON.stringify(ALLOWED[name] ?? [])
    )
    expect(Object.fromEntries(unexpected)).toEqual({})
  })

  it('lays out by logical sides, so a right-to-left language mirrors the page (docs/localisation.md)', () => {
    const physical =
      /(?<![\w-])(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right)\s*:|text-align:\s*(?:left|right)|float:\s*(?:left|right)/g
    const found = files.flatMap((f) => [...f.css.matchAll(physical)].map((m) => `${f.name}: ${m[0]}`))
    expect(found).toEqual([])
  })

  it('defines every custom property a rule reads', () => {
    const defined = new Set(files.flatMap((f) => [...f.css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])))
    const undefinedUses = files.flatMap((f) =>
      [...f.css.matchAll(/var\(\s*(--[\w-]+)/g)]
        .map((m) => m[1])
        .filter((name) => !defined.has(name))
        .map((name) => `${f.name}: ${name}`)
    )
    expect(undefinedUses).toEqual([])
  })
})
