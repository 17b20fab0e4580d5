// Credential-looking text is masked in logs and in Export diagnostics; the
// masks must stay linear in the text, since a page's error reports and a
// platform's answers reach them (issue 34: runs of `-eyJ` once held main for
// seconds). The crafted runs below are large enough that a quadratic mask
// would not finish within the test's time limit; a linear one takes
// milliseconds. No time is measured or compared.
import { describe, expect, it } from 'vitest'

import { maskCredentials } from '../../../src/main/core/logging/mask-credentials'

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJlLXNpZ25lZA'

describe('maskCredentials', () => {
  it('masks bearer values, secret fields, JWTs and known key prefixes', () => {
    expect(maskCredentials(`Authorization: Bearer abc.def-123`)).toBe('Authorization: Bearer [redacted]')
    expect(maskCredentials(`{"password":"hunter2","name":"ada"}`)).toBe('{"password":"[redacted]","name":"ada"}')
    expect(maskCredentials(`api_key=xyz123&page=2`)).toBe('api_key=[redacted]&page=2')
    expect(maskCredentials(`token ${JWT} seen`)).toBe('token [redacted] seen')
    expect(maskCredentials(`key ghp_0123456789abcdefXYZ end`)).toBe('key [redacted] end')
    // Inside a longer run of token characters it is not a credential of its own.
    expect(maskCredentials(`x-${JWT}`)).toBe(`x-${JWT}`)
    expect(maskCredentials('nothing to see')).toBe('nothing to see')
  })

  it.each([
    ['JWT-like runs', '-eyJ'.repeat(250_000), null],
    ['key-prefix runs (one key, however long)', 'sk-'.repeat(300_000), '[redacted]'],
    ['a run one short of a JWT', `eyJ${'a'.repeat(400_000)}.${'b'.repeat(400_000)}`, null]
  ])('is linear on %s', (_name, text, masked) => {
    expect(maskCredentials(text)).toBe(masked ?? text)
  })
})
