import { describe, expect, it } from 'vitest'

import { newDataKey, open, seal, sealInSlices } from '../../../src/main/core/security/sealed-box'

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
    expect(open(key, parts, 'aad')).toBe('abcdéf')
  })
})
