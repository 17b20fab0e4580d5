// The live-secret registry has bounds (issue 34): a refused API key stops
// being a "live secret" once its answer has left, so a page cannot make
// main redact any word it chooses, or slow every answer down for good; the
// registry holds at most MAX_SECRETS; and a token too short to be scrubbed
// is refused rather than carried.
import { describe, expect, it } from 'vitest'

import { MAX_SECRETS, SecretRegistry } from '../../../src/main/core/logging/secret-registry'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'
import { dataOf } from '../../support/outcomes'
import { startStubPlatform } from '../../support/stub-platform'

const closing = closeAfterEach()
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the live secrets', () => {
  it('a refused API key is no secret any more: the words a page submitted as keys are not redacted from later answers', async () => {
    const stub = closing(
      await startStubPlatform({
        'GET /v1/auth/token': () => ({ status: 401, body: { message: 'Unauthorized' } }),
        'GET /v1/search': (request) => ({ body: { results: [{ title: request.query.get('input') }] } })
      })
    )
    const fx = closing(await createFixture(stub.url))
    const word = 'quarterly-report'
    expect(await fx.call('session:sign-in-with-key', { apiKey: word, remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'unauthorized' }
    })
    await settle()
    expect(JSON.stringify(dataOf(await fx.call('search:query', { query: word, remember: false })))).toContain(word)
  })

  it('holds at most MAX_SECRETS, dropping the one added longest ago', () => {
    const secrets = new SecretRegistry()
    for (let i = 0; i < MAX_SECRETS + 50; i++) secrets.add(`secret-number-${i}`)
    expect(secrets.contains('secret-number-0')).toBe(false)
    expect(secrets.contains(`secret-number-${MAX_SECRETS + 49}`)).toBe(true)
    expect(secrets.contains(`secret-number-50`)).toBe(true)
  })

  it('a token too short to be scrubbed is refused: no session, nothing crosses', async () => {
    const stub = closing(
      await startStubPlatform({
        'POST /v1/auth/login': () => ({ body: { token: 'abcde' } }),
        'GET /v1/auth/token': () => ({ body: { authData: { userId: 1, username: 'ada', echo: 'abcde' } } })
      })
    )
    const fx = closing(await createFixture(stub.url))
    expect((await fx.call('session:sign-in', { username: 'ada', password: 'pw-123456', rememberMe: false })).ok).toBe(
      false
    )
    expect(dataOf(await fx.call('session:get'))).toEqual({ signedIn: false })
    expect(await fx.call('session:sign-in-with-key', { apiKey: 'abcde', remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
  })
})
