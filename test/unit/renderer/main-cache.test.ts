// What main pushes before the signed-in shell (and its query clients) has
// loaded is not lost: the newest payload per account and key waits and goes
// into that account's cache when it is made; an account's end forgets both,
// and nothing one account was told is read from another's cache.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  attachQueryClients,
  cacheForEveryAccount,
  cacheFromMain,
  clearCachedData,
  clientOf,
  detachQueryClients,
  invalidateCachedData,
  markAccountStale,
  refetchActive
} from '../../../src/renderer/src/app/main-cache'

afterEach(() => detachQueryClients())

const A = 'a0000000000000001'
const B = 'a0000000000000002'
const attach = () => attachQueryClients(() => new QueryClient())

describe('main-cache', () => {
  it('keeps the newest push per key until the account’s cache is made, then puts it in', () => {
    cacheFromMain(A, ['status:get', undefined], { services: 1 })
    cacheFromMain(A, ['status:get', undefined], { services: 2 })
    cacheFromMain(A, ['ping:get', undefined], { lastSeen: 5 })
    attach()
    const client = clientOf(A)
    expect(client.getQueryData(['status:get', undefined])).toEqual({ services: 2 })
    expect(client.getQueryData(['ping:get', undefined])).toEqual({ lastSeen: 5 })
    cacheFromMain(A, ['ping:get', undefined], { lastSeen: 6 })
    expect(client.getQueryData(['ping:get', undefined])).toEqual({ lastSeen: 6 })
  })

  it('one account’s pushes never land in another’s cache; the app update lands in every one', () => {
    attach()
    cacheFromMain(A, ['notifications:list', undefined], { unread: 3 })
    cacheForEveryAccount(['app-update:get', undefined], { phase: 'idle' })
    expect(clientOf(B).getQueryData(['notifications:list', undefined])).toBeUndefined()
    expect(clientOf(A).getQueryData(['notifications:list', undefined])).toEqual({ unread: 3 })
    expect(clientOf(B).getQueryData(['app-update:get', undefined])).toEqual({ phase: 'idle' })
    expect(clientOf(A)).not.toBe(clientOf(B))
  })

  it('an account shown again is stale, its data kept on screen; the other accounts stay fresh', () => {
    attach()
    clientOf(A).setQueryData(['people:profile', { userId: '1' }], { name: 'Ada' })
    clientOf(B).setQueryData(['people:profile', { userId: '1' }], { name: 'Bob' })
    markAccountStale(A)
    const stateOf = (account: string) => clientOf(account).getQueryState(['people:profile', { userId: '1' }])
    expect(stateOf(A)?.isInvalidated).toBe(true)
    expect(stateOf(A)?.data).toEqual({ name: 'Ada' })
    expect(stateOf(B)?.isInvalidated).toBe(false)
    // Before its cache exists, what waits for it is marked stale when it is made.
    const C = 'a0000000000000003'
    cacheFromMain(C, ['notifications:list', undefined], { unread: 1 })
    markAccountStale(C)
    expect(clientOf(C).getQueryState(['notifications:list', undefined])?.isInvalidated).toBe(true)
  })

  it('marking an account stale leaves a question on its way alone, and asks again what is not being asked', async () => {
    attach()
    const client = clientOf(A)
    let asked = 0
    let answer: (value: string) => void = () => undefined
    const slow = () => {
      asked++
      return new Promise<string>((resolve) => (answer = resolve))
    }
    // What main kept is shown, and the view asks for what is there now.
    client.setQueryData(['account:info', undefined], 'kept', { updatedAt: 1 })
    const observer = new QueryObserver(client, { queryKey: ['account:info', undefined], queryFn: slow })
    const stop = observer.subscribe(() => undefined)
    expect(asked).toBe(1)
    // Main is still retrying it when the server comes back: not asked a second time.
    markAccountStale(A)
    expect(asked).toBe(1)
    answer('fresh')
    await vi.waitFor(() => expect(client.getQueryData(['account:info', undefined])).toBe('fresh'))
    markAccountStale(A)
    await vi.waitFor(() => expect(asked).toBe(2))
    stop()
  })

  it('an account whose session ends forgets what waited and what was cached, and only that account', () => {
    cacheFromMain(A, ['notifications:list', undefined], { unread: 3 })
    clearCachedData(A)
    attach()
    expect(clientOf(A).getQueryData(['notifications:list', undefined])).toBeUndefined()
    cacheFromMain(A, ['notifications:list', undefined], { unread: 1 })
    cacheFromMain(B, ['notifications:list', undefined], { unread: 2 })
    clearCachedData(A)
    expect(clientOf(A).getQueryData(['notifications:list', undefined])).toBeUndefined()
    expect(clientOf(B).getQueryData(['notifications:list', undefined])).toEqual({ unread: 2 })
    clearCachedData()
    expect(clientOf(B).getQueryData(['notifications:list', undefined])).toBeUndefined()
  })

  it('a new language marks everything cached stale, in every account, so main words it again when asked', async () => {
    attach()
    cacheFromMain(A, ['status:get', undefined], { services: 1 })
    cacheFromMain(B, ['status:get', undefined], { services: 2 })
    expect(clientOf(A).getQueryState(['status:get', undefined])?.isInvalidated).toBe(false)
    await invalidateCachedData()
    expect(clientOf(A).getQueryState(['status:get', undefined])?.isInvalidated).toBe(true)
    expect(clientOf(B).getQueryState(['status:get', undefined])?.isInvalidated).toBe(true)
  })

  it('refetching before any cache exists does nothing, and fails nothing', async () => {
    await expect(refetchActive(() => true)).resolves.toBeUndefined()
  })
})
