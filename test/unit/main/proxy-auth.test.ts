// Proxy authentication: main asks the window, keeps the answer in memory
// only, asks again (saying so) after a refusal, and never answers a server.
import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { clientRequestFetch, type ClientRequestLike } from '../../../src/main/core/api/client-request-fetch'
import { SecretRegistry } from '../../../src/main/core/logging/secret-registry'
import { ProxyAuth } from '../../../src/main/features/proxy/proxy-auth'
import type { ProxyLoginRequest } from '../../../src/shared/proxy'

const challenge = { isProxy: true, scheme: 'basic', host: 'proxy.corp', port: 3128, realm: 'Corp' }

function setup(timeoutMs?: number) {
  const asked: ProxyLoginRequest[] = []
  const secrets = new SecretRegistry()
  const proxy = new ProxyAuth({ ask: (request) => asked.push(request), secrets, ...(timeoutMs ? { timeoutMs } : {}) })
  return { asked, secrets, proxy }
}

describe('ProxyAuth', () => {
  it('asks once for concurrent requests through one proxy, and the answer serves them all', async () => {
    const { asked, secrets, proxy } = setup()
    const first = proxy.credentialsFor(challenge)
    const second = proxy.credentialsFor(challenge)
    expect(asked).toEqual([
      { id: 'proxy-1', host: 'proxy.corp', port: 3128, realm: 'Corp', scheme: 'basic', retry: false }
    ])
    expect(proxy.answer('proxy-1', { username: 'ada', password: 'proxy-pass-123' })).toBe(true)
    expect(await first).toEqual({ username: 'ada', password: 'proxy-pass-123' })
    expect(await second).toEqual({ username: 'ada', password: 'proxy-pass-123' })
    // The password is a live secret from now on: scrubbed from any log line.
    expect(secrets.scrub('logged proxy-pass-123')).toBe('logged [redacted]')
  })

  it('asked again for the same proxy means the answer was refused: it asks again, saying so', async () => {
    const { asked, proxy } = setup()
    const first = proxy.credentialsFor(challenge)
    proxy.answer('proxy-1', { username: 'ada', password: 'wrong' })
    await first
    const again = proxy.credentialsFor(challenge)
    expect(asked.at(-1)).toMatchObject({ id: 'proxy-2', retry: true })
    proxy.answer('proxy-2', null)
    expect(await again).toBeNull()
  })

  // Chromium keeps accepted proxy credentials per session, and electron-updater
  // has its own ('electron-updater', electron-updater out/electronHttpExecutor.js,
  // getNetSession): its first question through a proxy the person already
  // answered for the API is not a refusal.
  it('answers the updater’s first question with what the person gave for the API, and asks again only when the updater is refused', async () => {
    const { asked, proxy } = setup()
    const api = proxy.credentialsFor(challenge, 'api')
    proxy.answer('proxy-1', { username: 'ada', password: 'proxy-pass-123' })
    await api
    expect(await proxy.credentialsFor(challenge, 'updater')).toEqual({ username: 'ada', password: 'proxy-pass-123' })
    expect(asked).toHaveLength(1)

    const again = proxy.credentialsFor(challenge, 'updater')
    expect(asked.at(-1)).toMatchObject({ id: 'proxy-2', retry: true })
    proxy.answer('proxy-2', { username: 'ada', password: 'new-pass-456' })
    expect(await again).toEqual({ username: 'ada', password: 'new-pass-456' })
  })

  it('one question serves both sessions when they ask at once', async () => {
    const { asked, proxy } = setup()
    const api = proxy.credentialsFor(challenge, 'api')
    const updater = proxy.credentialsFor(challenge, 'updater')
    proxy.answer('proxy-1', { username: 'ada', password: 'pw' })
    expect([await api, await updater]).toEqual([
      { username: 'ada', password: 'pw' },
      { username: 'ada', password: 'pw' }
    ])
    // Both were given it: either asking again means a refusal.
    void proxy.credentialsFor(challenge, 'updater')
    expect(asked.at(-1)).toMatchObject({ retry: true })
    expect(asked).toHaveLength(2)
  })

  it('a server asking for credentials gets none, without asking the person; an unanswered question times out', async () => {
    const { asked, proxy } = setup(30)
    expect(await proxy.credentialsFor({ ...challenge, isProxy: false })).toBeNull()
    expect(asked).toEqual([])
    expect(await proxy.credentialsFor(challenge)).toBeNull()
    expect(proxy.answer('proxy-1', { username: 'late', password: 'x' })).toBe(false)
  })
})

describe('the Electron fetch answers a proxy through onLogin', () => {
  function loginRequest(answers: unknown[][]) {
    return () => {
      const request = new EventEmitter() as EventEmitter & ClientRequestLike
      Object.assign(request, {
        setHeader: () => undefined,
        write: () => true,
        abort: () => undefined,
        end: () => {
          request.emit('login', challenge, (...credentials: unknown[]) => {
            answers.push(credentials)
            request.emit('error', new Error('net::ERR_PROXY_AUTH_REQUESTED'))
          })
        }
      })
      return request
    }
  }

  it('passes what the person typed, and declines without a handler', async () => {
    const answers: unknown[][] = []
    const withHandler = clientRequestFetch(loginRequest(answers), {
      onLogin: () => Promise.resolve({ username: 'ada', password: 'pw' })
    })
    await expect(withHandler('https://platform.test/v1/x')).rejects.toThrow('fetch failed')
    const without = clientRequestFetch(loginRequest(answers))
    await expect(without('https://platform.test/v1/x')).rejects.toThrow('fetch failed')
    expect(answers).toEqual([['ada', 'pw'], []])
  })
})
