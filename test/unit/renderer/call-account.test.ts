// The page names its account on each call, except on the app-wide channels
// (src/shared/ipc-names.ts, channelScope), which main refuses with any
// account named: Settings → Server, Add account, diagnostics and the rest
// reach main as the app's, whichever account the page speaks for.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { invoke, invokeAs, setCallAccount } from '../../../src/renderer/src/platform'
import { channelNames, channelScope } from '../../../src/shared/ipc-names'

const ACCOUNT = 'a0123456789abcdef'

describe('which calls name the account', () => {
  const calls: { channel: string; args: unknown[] }[] = []
  const bridge = Object.fromEntries(
    channelNames.map((channel) => [
      channel,
      vi.fn((...args: unknown[]) => {
        calls.push({ channel, args })
        return Promise.resolve({ ok: true, data: null })
      })
    ])
  )
  vi.stubGlobal('window', { platform: bridge })
  afterEach(() => {
    calls.length = 0
    setCallAccount(null)
  })

  it('an account channel carries the account the page speaks for; an app-wide one carries none', async () => {
    setCallAccount(ACCOUNT)
    await invoke('session:get')
    await invoke('accounts:list')
    await invoke('connection:save', { url: 'https://example.com' })
    await invokeAs(ACCOUNT, 'diagnostics:export')
    expect(calls.map(({ channel, args }) => [channel, args.length])).toEqual([
      ['session:get', 2],
      ['accounts:list', 1],
      ['connection:save', 1],
      ['diagnostics:export', 1]
    ])
    expect(calls[0]?.args[1]).toBe(ACCOUNT)
  })

  it('every accounts:* and connection:* channel is app-wide; people, search and notifications are an account’s', () => {
    for (const channel of channelNames.filter((name) => /^(accounts|connection|diagnostics|app-update):/.test(name)))
      expect(channelScope(channel), channel).toBe('app')
    for (const channel of channelNames.filter((name) => /^(people|search|notifications|account):/.test(name)))
      expect(channelScope(channel), channel).toBe('account')
    expect(channelScope('session:sign-in')).toBe('sign-in')
    expect(channelScope('session:sign-out')).toBe('account')
  })
})
