// The contract checks are only worth something if they fail on drift. These
// tests feed the checker deliberately wrong responses, without a server.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Contract } from './support/contract'
import { contract } from './support/session'

let spec: Contract

beforeAll(async () => {
  spec = await contract()
})

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers }
  })

describe('the contract validator', () => {
  it('accepts a documented login success', () => {
    const body = {
      code: '200',
      message: 'Login successful.',
      token: 'a'.repeat(43),
      expiresAt: '2026-01-01T00:00:00.000Z'
    }
    expect(spec.validateJson('login', 200, body)).toEqual([])
  })

  it('rejects a login body whose code is a number', () => {
    const body = {
      code: 200,
      message: 'Login successful.',
      token: 'a'.repeat(43),
      expiresAt: '2026-01-01T00:00:00.000Z'
    }
    expect(spec.validateJson('login', 200, body).join()).toMatch(/\/code must be string/)
  })

  it('rejects a 401 body with any other message than the documented one', () => {
    expect(spec.validateJson('ping', 401, { message: 'Unauthorized & No token provided' })).toEqual([])
    expect(spec.validateJson('ping', 401, { message: 'Unauthorized' })).not.toEqual([])
  })

  it('rejects a followers envelope whose status is the number 200', () => {
    expect(spec.validateJson('getUserFollowers', 200, { status: 200, followers: [], following: [] })).not.toEqual([])
  })

  it('checks formats and nullability the 2020-12 way', () => {
    const user = {
      id: 1,
      username: 'a',
      name: 'A',
      createdAt: '2026-01-01T00:00:00Z',
      lastSeen: null,
      followersCount: 0,
      followingCount: 0
    }
    expect(spec.validateJson('getUserData', 200, user)).toEqual([])
    expect(spec.validateJson('getUserData', 200, { ...user, createdAt: 'yesterday' }).join()).toMatch(/date-time/)
  })

  it('allows additional properties on response bodies', () => {
    expect(spec.validateJson('ping', 200, { message: 'ok', serverTime: 1 })).toEqual([])
  })

  it('holds statuses without their own entry to the default error body', async () => {
    await expect(spec.check(jsonResponse(503, { code: '503', message: 'Down.' }), 'ping')).resolves.toMatchObject({
      status: 503
    })
    await expect(spec.check(jsonResponse(503, { error: 'Down' }), 'ping')).rejects.toThrow(/breaks the contract/)
  })

  it('rejects a content type the status does not document', async () => {
    const html = new Response('<p>hi</p>', { status: 200, headers: { 'content-type': 'text/html' } })
    await expect(spec.check(html, 'getUserData')).rejects.toThrow(/content type/)
    const jsonFor405 = jsonResponse(405, { code: '405', message: 'no' })
    await expect(spec.check(jsonFor405, 'login')).rejects.toThrow(/content type "application\/json"/)
  })

  it('rejects a body that is not JSON although labelled JSON', async () => {
    const truncated = new Response('{"message":"o', { status: 200, headers: { 'content-type': 'application/json' } })
    await expect(spec.check(truncated, 'ping')).rejects.toThrow(/not valid JSON/)
  })

  it('requires the documented Retry-After header on 429', async () => {
    const body = { code: '429', message: 'Too many requests.' }
    await expect(spec.check(jsonResponse(429, body), 'search')).rejects.toThrow(/retry-after/)
    await expect(spec.check(jsonResponse(429, body, { 'retry-after': '5' }), 'search')).resolves.toMatchObject({
      status: 429
    })
  })
})
