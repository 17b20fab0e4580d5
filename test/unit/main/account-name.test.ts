// What a platform says its user is called, made fit to be an account's name:
// one name too long for the settings schema once made every save of the
// account list fail, for every account.
import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  cleanAccountName,
  cleanUserId,
  MAX_ACCOUNT_NAME,
  MAX_USER_ID
} from '../../../src/main/features/accounts/account-name'
import { SETTINGS_SCHEMA } from '../../../src/main/features/settings/settings-store'

const codePoints = (text: string) => [...text].length
const hasLoneSurrogate = (text: string) => /\p{Cs}/u.test(text)

describe('cleanAccountName', () => {
  it('caps a 306-character name and says it was cut', () => {
    const name = cleanAccountName('x'.repeat(306))
    expect(codePoints(name)).toBeLessThanOrEqual(MAX_ACCOUNT_NAME)
    expect(name.endsWith('…')).toBe(true)
    expect(name).toBe(`${'x'.repeat(MAX_ACCOUNT_NAME - 1)}…`)
  })

  it('leaves an ordinary name as it is, and an empty one empty', () => {
    for (const name of [
      'demo',
      'Ann Smith',
      'josé.garcía@example.com',
      '山田 太郎',
      'Zoë 🚀',
      'x'.repeat(MAX_ACCOUNT_NAME)
    ])
      expect(cleanAccountName(name)).toBe(name)
    expect(cleanAccountName('')).toBe('')
  })

  it('removes bidi overrides and isolates, zero-width and other format characters', () => {
    // "admin" that would show as "nimda" and a name with an isolate pair around it.
    expect(cleanAccountName('\u202Enimda\u202C')).toBe('nimda')
    expect(cleanAccountName('a\u202Ab\u202Bc\u202Dd\u2066e\u2067f\u2068g\u2069')).toBe('abcdefg')
    expect(cleanAccountName('ad\u200Bmin\u200C\u200D\uFEFF\u00AD\u2060')).toBe('admin')
  })

  it('removes control characters; tabs and line breaks separate words; runs of spaces become one; trimmed', () => {
    expect(cleanAccountName('ann\u0000\u0007\u001B[31m\u007F\u0085')).toBe('ann[31m')
    expect(cleanAccountName('  Ann\t\n\r  Smith\u2028Jr\u00A0\u3000 ')).toBe('Ann Smith Jr')
    expect(cleanAccountName(' \u202E \u200B ')).toBe('')
    // Half a surrogate pair is not text.
    expect(cleanAccountName('a\uD800b\uDFFF')).toBe('ab')
  })

  it('never splits a surrogate pair where it cuts', () => {
    for (const offset of [0, 1]) {
      const name = cleanAccountName('a'.repeat(offset) + '😀'.repeat(300))
      expect(hasLoneSurrogate(name)).toBe(false)
      expect(codePoints(name)).toBe(MAX_ACCOUNT_NAME)
      expect(name.endsWith('😀…')).toBe(true)
    }
  })

  it('does not end a cut name with a space before the ellipsis', () => {
    const name = cleanAccountName(`${'a'.repeat(MAX_ACCOUNT_NAME - 2)} ${'b'.repeat(50)}`)
    expect(name).toBe(`${'a'.repeat(MAX_ACCOUNT_NAME - 2)}…`)
  })

  it('whatever a platform sends, the result fits the settings schema and is clean', () => {
    const items = (SETTINGS_SCHEMA.accounts as { items: { properties: { username: object } } }).items
    const fits = new Ajv2020({ validateSchema: false }).compile(items.properties.username)
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (raw) => {
        const name = cleanAccountName(raw)
        expect(fits(name)).toBe(true)
        expect(codePoints(name)).toBeLessThanOrEqual(MAX_ACCOUNT_NAME)
        expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}]|\s\s|^\s|\s$/u)
        expect(cleanAccountName(name)).toBe(name)
      })
    )
  })
})

describe('cleanUserId', () => {
  it('keeps an id as it is', () => {
    expect(cleanUserId('42')).toBe('42')
    expect(cleanUserId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
    expect(cleanUserId('u'.repeat(MAX_USER_ID))).toBe('u'.repeat(MAX_USER_ID))
    expect(cleanUserId(null)).toBeNull()
  })

  it('an id too long for the schema is no id rather than a shortened one, which would be someone else', () => {
    expect(cleanUserId('u'.repeat(MAX_USER_ID + 1))).toBeNull()
    expect(cleanUserId('😀'.repeat(MAX_USER_ID))).toBe('😀'.repeat(MAX_USER_ID))
    expect(cleanUserId('😀'.repeat(MAX_USER_ID + 1))).toBeNull()
  })

  it('an id with control or format characters is no id', () => {
    for (const id of ['4\u00002', '42\n', '\u202E42', '4\u200B2']) expect(cleanUserId(id)).toBeNull()
  })
})
