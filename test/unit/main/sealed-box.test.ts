import { describe, expect, it } from 'vitest'

import {
  BASE64_SLICE_BYTES,
  newDataKey,
  open,
  seal,
  SEAL_SLICE_CHARS,
  sealInSlices
} from '../../../src/main/core/security/sealed-box'

const pause = () => Promise.resolve()

describe('sealed box', () => {
  it('opens what it sealed, under the same key and associated data only', () => {
    const key = newDataKey()
    const parts = seal(key, 'hello', 'file a')
    expect(open(key, parts, 'file a')).toBe('hello')
    expect(open(key, parts, 'file b')).toBeNull()
    expect(open(newDataKey(), parts, 'file a')).toBeNull()
  })

  it('refuses a changed byte and a shortened tag', () => {
    const key = newDataKey()
    const parts = seal(key, 'hello world', 'aad')
    const bytes = Buffer.from(parts.sealed, 'base64')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(open(key, { ...parts, sealed: bytes.toString('base64') }, 'aad')).toBeNull()
    const shortTag = Buffer.from(parts.tag, 'base64').subarray(0, 8).toString('base64')
    expect(open(key, { ...parts, tag: shortTag }, 'aad')).toBeNull()
  })

  it('seals pieces in slices to the same text', async () => {
    const key = newDataKey()
    const parts = await sealInSlices(key, ['a', 'bc', 'déf'], 'aad', pause)
    expect(open(key, { ...parts, sealed: parts.sealed.join('') }, 'aad')).toBe('abcdéf')
  })

  it('cuts a long piece into slices, never inside a surrogate pair, and its base64 into pieces that join', async () => {
    const key = newDataKey()
    // A pair across the first slice's end, text past several base64 slices, and pauses counted.
    const long = `${'x'.repeat(SEAL_SLICE_CHARS - 1)}😀${'y'.repeat(2 * BASE64_SLICE_BYTES)}`
    let pauses = 0
    const parts = await sealInSlices(key, ['head', long], 'aad', () => {
      pauses++
      return Promise.resolve()
    })
    expect(parts.sealed.length).toBeGreaterThan(2)
    expect(pauses).toBeGreaterThan(4)
    expect(open(key, { ...parts, sealed: parts.sealed.join('') }, 'aad')).toBe(`head${long}`)
  })
})
