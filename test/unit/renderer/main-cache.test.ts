// What main pushes before the signed-in shell (and its query client) has
// loaded is not lost: the newest payload per key waits and goes into the
// cache when the client attaches; a session's end forgets both.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'

import { attachQueryClient, cacheFromMain, clearCachedData, detachQueryClient, invalidateCachedData, refetchActive } from '../../../src/renderer/src/app/main-cache'

afterEach(() => detachQueryClient())

describe('main-cache', () => {
  it('keeps the newest push per key until the client attaches, then puts it in the cache', () => {
    cacheFromMain(['status:get', undefined], { services: 1 })
    cacheFromMain(['status:get', undefined], { services: 2 })
    cacheFromMain(['ping:get', undefined], { lastSeen: 5 })
    const client = new QueryClient()
    expect(client.getQueryData(['status:get', undefined])).toBeUndefined()
    attachQueryClient(client)
    expect(client.getQueryData(['status:get', undefined])).toEqual({ services: 2 })
    expect(client.getQueryData(['ping:get', undefined])).toEqual({ lastSeen: 5 })
    cacheFromMain(['ping:get', undefined], { lastSeen: 6 })
    expect(client.getQueryData(['ping:get', undefined])).toEqual({ lastSeen: 6 })
  })

  it('a session that ends forgets what waited and what was cached', () => {
    cacheFromMain(['notifications:list', undefined], { unread: 3 })
    clearCachedData()
    const client = new QueryClient()
    attachQueryClient(client)
    expect(client.getQueryData(['notifications:list', undefined])).toBeUndefined()
    cacheFromMain(['notifications:list', undefined], { unread: 1 })
    clearCachedData()
    expect(client.getQueryData(['notifications:list', undefined])).toBeUndefined()
  })

  it('a new language marks everything cached stale, so main words it again when asked', async () => {
    const client = new QueryClient()
    attachQueryClient(client)
    cacheFromMain(['status:get', undefined], { services: 1 })
    expect(client.getQueryState(['status:get', undefined])?.isInvalidated).toBe(false)
    await invalidateCachedData()
    expect(client.getQueryState(['status:get', undefined])?.isInvalidated).toBe(true)
  })

  it('refetching before the client exists does nothing, and fails nothing', async () => {
    await expect(refetchActive(() => true)).resolves.toBeUndefined()
  })
})
