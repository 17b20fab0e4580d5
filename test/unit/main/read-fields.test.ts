// The shortcuts the tolerant readers take for speed (docs/performance.md,
// readers.worstRatioToParse) must give what the long way gives: a URL taken
// as it is only when the URL parser would return it unchanged, a field
// picker that remembers the last record's keys yet picks per record, and
// texts cleaned only when they need it.
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { asText, asUrl, fieldPicker } from '../../../src/main/core/view-model/read-fields'

/** What asUrl gave before its shortcut: the URL parser's canonical http(s) form, or null. */
function parsed(value: string): string | null {
  if (!/^\s*https?:/i.test(value)) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

const EDGES = [
  'https://platform.example/items/1',
  'https://platform.example',
  'https://platform.example/',
  'HTTPS://platform.example/a',
  'https://Platform.example/a',
  'https://platform.example:443/a',
  'http://platform.example:80/a',
  'https://127.0.0.1/a',
  'https://0x7f.1/a',
  'https://a.1/a',
  'https://a.0x1/a',
  'https://xn--nxasmq6b.example/a',
  'https://xn--a.example/a',
  'https://ab--cd.example/a',
  'https://-a.example/a',
  'https://a-.example/a',
  'https://a..b/a',
  'https://a.b./a',
  'https://a.b/./c',
  'https://a.b/../c',
  'https://a.b/c/..',
  'https://a.b/c/.',
  'https://a.b/.hidden/x',
  'https://a.b/c//d',
  'https://a.b/%2e%2e/c',
  'https://a.b/c?x=1',
  'https://a.b/c#top',
  'https://user@a.b/c',
  'https://a.b/c d',
  '  https://a.b/c  ',
  'https://a_b.example/c',
  'https://a.b/~me/_x-y.z/',
  'https:a.b/c',
  'https:/a.b/c',
  'http://localhost/x'
]

afterEach(() => vi.unstubAllGlobals())

describe('asUrl', () => {
  it('gives what the URL parser gives, for the edge cases', () => {
    for (const value of EDGES) expect(asUrl(value), value).toBe(parsed(value))
  })

  it('gives what the URL parser gives, for generated URL-like text', () => {
    const char = fc.constantFrom(...'aZ0-._~/:%?#@ \\x9'.split(''), 'xn--', '..', '0x', 'https://')
    const text = fc.array(char, { maxLength: 24 }).map((parts) => parts.join(''))
    const host = fc
      .array(fc.constantFrom('a', 'b', '0', '1', '-', '.', 'x', 'n', 'A'), { minLength: 1, maxLength: 10 })
      .map((parts) => parts.join(''))
    const url = fc
      .tuple(fc.constantFrom('http://', 'https://', 'HTTP://'), host, text)
      .map(([scheme, h, rest]) => `${scheme}${h}${rest}`)
    fc.assert(
      fc.property(url, (value) => asUrl(value) === parsed(value)),
      { numRuns: 3000 }
    )
  })

  it('does not parse a URL that is already canonical, and parses one that is not', () => {
    let parses = 0
    vi.stubGlobal(
      'URL',
      class extends URL {
        constructor(...args: ConstructorParameters<typeof URL>) {
          super(...args)
          parses++
        }
      }
    )
    expect(asUrl('https://platform.example/items/7')).toBe('https://platform.example/items/7')
    expect(parses).toBe(0)
    expect(asUrl('https://platform.example:443/items/7')).toBe('https://platform.example/items/7')
    expect(parses).toBe(1)
  })
})

describe('fieldPicker', () => {
  const pick = fieldPicker({ title: ['title', 'name'], id: ['id', 'uid'] })

  it('picks per record while records share their keys', () => {
    const records = [
      { id: 1, title: 'One', name: 'first' },
      { id: 2, title: '', name: 'second' },
      { id: null, title: 'Three', name: 'third' }
    ]
    expect(records.map((record) => [pick(record).title?.value, pick(record).id?.value])).toEqual([
      ['One', 1],
      ['second', 2],
      ['Three', undefined]
    ])
  })

  it('looks again when the keys change, even at the same count', () => {
    expect(pick({ title: 'A', id: 1 }).title).toEqual({ key: 'title', value: 'A' })
    expect(pick({ name: 'B', uid: 2 }).title).toEqual({ key: 'name', value: 'B' })
    expect(pick({ name: 'B', uid: 2 }).id).toEqual({ key: 'uid', value: 2 })
    expect(pick({ Title: 'C', ID: 3, extra: true }).id).toEqual({ key: 'ID', value: 3 })
  })

  it('takes the earlier name first, and among spellings of one name the first key', () => {
    expect(pick({ name: 'later name', title: 'earlier name' }).title?.value).toBe('earlier name')
    expect(
      pick({ Display_Title: 'x', TITLE: 'first spelling', title_: 'second spelling', title: 'third spelling' }).title
        ?.value
    ).toBe('first spelling')
  })
})

describe('asText', () => {
  it('makes one line of control characters and trims, and leaves clean text as it is', () => {
    expect(asText('  Line one\r\n\tLine two\u0000 ')).toBe('Line one Line two')
    expect(asText('Plain title')).toBe('Plain title')
    expect(asText('\u0007')).toBeNull()
    expect(asText('abcdef', 4)).toBe('abc…')
    expect(asText(42)).toBe('42')
  })
})

describe('fieldPicker over items whose keys differ', () => {
  const pick = fieldPicker({ title: ['title', 'name'], id: ['id', 'uid'], slots: ['slots'] })

  it('picks right when items with and without an optional field alternate, or their keys come in any order', () => {
    const items = Array.from({ length: 40 }, (_, i) =>
      i % 3 === 0
        ? { id: i, name: `n${i}` }
        : i % 3 === 1
          ? { name: `n${i}`, bio: 'x', id: i, title: `t${i}` }
          : { uid: i, title: '', name: `n${i}`, slots: 's' }
    )
    for (const [i, item] of items.entries()) {
      const picked = pick(item)
      expect(picked.title?.value).toBe(i % 3 === 1 ? `t${i}` : `n${i}`)
      expect(picked.id?.key).toBe(i % 3 === 2 ? 'uid' : 'id')
      // A field may be called anything, even what the pick keeps inside.
      expect(picked.slots?.value).toBe(i % 3 === 2 ? 's' : undefined)
    }
  })
})
