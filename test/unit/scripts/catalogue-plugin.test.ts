// The build's catalogue compiler (scripts/catalogue-plugin.ts): each message
// becomes its syntax tree, and a message that is not ICU fails the build
// naming its file and id, with the parser's words.
import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import { compileCatalogue, icuTree } from '../../../scripts/catalogue-plugin'

describe('compileCatalogue', () => {
  it('compiles each message, or only those kept', () => {
    const source = JSON.stringify({
      'a.hello': { defaultMessage: 'Hallo {name}', description: 'Greeting.' },
      'a.bye': { defaultMessage: 'Tschüss' }
    })
    expect(compileCatalogue(source, 'de.json')).toEqual({
      'a.hello': parse('Hallo {name}'),
      'a.bye': parse('Tschüss')
    })
    expect(compileCatalogue(source, 'de.json', new Set(['a.bye']))).toEqual({ 'a.bye': parse('Tschüss') })
  })

  it('fails naming the file and the message that is not ICU, or has no text', () => {
    expect(() => compileCatalogue(JSON.stringify({ 'a.b': { defaultMessage: 'Hallo {name' } }), 'de.json')).toThrow(
      /^de\.json: message a\.b is not valid ICU MessageFormat: /
    )
    expect(() => compileCatalogue(JSON.stringify({ 'a.b': { description: 'x' } }), 'de.json')).toThrow(
      'de.json: message a.b has no defaultMessage text.'
    )
  })
})

describe('icuTree', () => {
  it('keeps the parser’s error as the cause', () => {
    let thrown: unknown
    try {
      icuTree('{count, plural, one {#}', 'here')
    } catch (error) {
      thrown = error
    }
    expect((thrown as Error).message).toMatch(/^here is not valid ICU MessageFormat: /)
    expect((thrown as Error).cause).toBeInstanceOf(Error)
  })
})
