// src/preload/bridge.ts: the page's window.platform, as the preload builds it over ipcRenderer and the e2e harness
// over its binding. It asks bootstrap's question (and the kept screen's) before the page has loaded, hands each answer
// over once, and holds
// main's events until the page listens, so none falls between the answer and the listeners.
import { describe, expect, it, vi } from 'vitest'

import { BRIDGE_NAMES, type BridgeTransport, createBridge } from '../../../src/preload/bridge'

function fakeTransport() {
  const deliverers = new Map<string, (payload: unknown) => void>()
  const invoke = vi.fn((channel: string) => Promise.resolve({ ok: true, data: channel }))
  const transport: BridgeTransport = { invoke, listen: (event, deliver) => void deliverers.set(event, deliver) }
  return { transport, invoke, emit: (event: string, payload: unknown) => deliverers.get(event)?.(payload) }
}

type Bridge = {
  on: (event: string, listener: (payload: unknown) => void) => () => void
  takeStartAnswer: (channel?: string) => Promise<unknown> | null
} & Record<string, (request?: unknown, account?: unknown) => Promise<unknown>>

const bridgeOver = (transport: BridgeTransport, maxHeld: number = BRIDGE_NAMES.maxHeld) =>
  createBridge(transport, { ...BRIDGE_NAMES, maxHeld }) as Bridge

/** Lets the task in which the test subscribed end: what the page sees once its subscribing task is over. */
const afterTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the bridge', () => {
  it('has a function for every channel, each passing the request and the account to main', async () => {
    const { transport, invoke } = fakeTransport()
    const bridge = bridgeOver(transport)
    for (const channel of BRIDGE_NAMES.channels) expect(typeof bridge[channel], channel).toBe('function')
    await bridge['people:profile']!({ id: '7' }, 'a00000000000001aa')
    expect(invoke).toHaveBeenLastCalledWith('people:profile', { id: '7' }, 'a00000000000001aa')
  })

  it('asks bootstrap’s question alone as it is made, and hands its answer over once', async () => {
    const { transport, invoke } = fakeTransport()
    const bridge = bridgeOver(transport)
    // The picture of the last screen comes in the page's HTML (@shared/kept-screen-start), not from a question.
    expect(invoke.mock.calls).toEqual([['app:bootstrap', undefined, undefined]])
    await expect(bridge.takeStartAnswer()).resolves.toEqual({ ok: true, data: 'app:bootstrap' })
    expect(bridge.takeStartAnswer()).toBeNull()
    // Only what it asked: any other channel is asked by the page.
    expect(bridge.takeStartAnswer('people:profile')).toBeNull()
    expect(invoke).toHaveBeenCalledTimes(1)
  })

  it('leaves no unhandled rejection when the start answer fails and nobody takes it', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      bridgeOver({ invoke: () => Promise.reject(new Error('main went away')), listen: () => undefined })
      await afterTask()
      await afterTask()
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('holds main’s events until the page listens, then hands them over in order, after the subscribing task', async () => {
    const { transport, emit } = fakeTransport()
    const bridge = bridgeOver(transport)
    emit('session:changed', 1)
    emit('notice', 2)
    emit('session:changed', 3)
    const seen: unknown[] = []
    bridge.on('session:changed', (payload) => seen.push(['session', payload]))
    // Nothing yet: the page subscribes to everything in this task.
    expect(seen).toEqual([])
    bridge.on('notice', (payload) => seen.push(['notice', payload]))
    // Sent while the held ones wait: after them.
    emit('notice', 4)
    await afterTask()
    expect(seen).toEqual([
      ['session', 1],
      ['notice', 2],
      ['session', 3],
      ['notice', 4]
    ])
    emit('session:changed', 5)
    expect(seen.at(-1)).toEqual(['session', 5])
  })

  it('holds at most maxHeld events, the newest, for a page that never listens', async () => {
    const { transport, emit } = fakeTransport()
    const bridge = bridgeOver(transport, 3)
    for (let i = 1; i <= 5; i++) emit('notice', i)
    const seen: unknown[] = []
    bridge.on('notice', (payload) => seen.push(payload))
    await afterTask()
    expect(seen).toEqual([3, 4, 5])
  })

  it('stops a listener, and refuses an event the contract does not have', async () => {
    const { transport, emit } = fakeTransport()
    const bridge = bridgeOver(transport)
    const seen: unknown[] = []
    const stop = bridge.on('notice', (payload) => seen.push(payload))
    await afterTask()
    emit('notice', 1)
    stop()
    emit('notice', 2)
    expect(seen).toEqual([1])
    expect(() => bridge.on('not-an-event', () => undefined)).toThrow('Unknown event: not-an-event')
  })
})
