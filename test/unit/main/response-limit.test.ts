// When a body's headers bound what it can bring (src/main/core/api/response-limit.ts, declaredBound): the size cap
// counts no such body, and the Electron adapter fails one that runs past it, so a header that does not really bound
// the body must give null.
import { describe, expect, it } from 'vitest'

import { declaredBound } from '../../../src/main/core/api/response-limit'

const bound = (headers: Record<string, string>) => declaredBound(new Headers(headers))

describe('declaredBound', () => {
  it('is the Content-Length of a body nothing decodes on the way', () => {
    expect(bound({ 'content-length': '0' })).toBe(0)
    expect(bound({ 'content-length': '1234' })).toBe(1234)
  })

  it('is null for a body that is decoded (it can grow far past its length) or has no usable length', () => {
    expect(bound({ 'content-length': '1234', 'content-encoding': 'gzip' })).toBeNull()
    expect(bound({})).toBeNull()
    for (const length of ['-1', '1.5', 'abc', '5, 5', '1e400']) expect(bound({ 'content-length': length })).toBeNull()
  })
})
