// The IPC contract's request schemas are built when a channel is first asked, not as main loads, and with zod only
// once it is loaded (@shared/load-zod): zod's code and building every schema took about 30 ms before the first window
// (docs/performance.md, main.startupRatio). The page's first question, app:bootstrap, takes nothing and is answered
// without zod.
import { describe, expect, it } from 'vitest'

import { createDispatch, type IpcHandlers } from '../../../src/main/core/ipc/dispatch'
import { type Logger, startLogger } from '../../../src/main/core/logging/logger'
import { channelNames, ipcChannels } from '../../../src/shared/ipc'
import { loadZod } from '../../../src/shared/load-zod'

describe('the IPC request schemas', () => {
  it('answers the channels that take nothing without loading zod, and loads it at the first that takes something', async () => {
    const warnings: unknown[] = []
    // Never opened: what it is told stays in memory.
    const { logger: quiet, secrets } = startLogger()
    const logger: Logger = { ...quiet, warn: (...args: unknown[]) => void warnings.push(args) }
    const order: string[] = []
    const answer = (what: string) => () => {
      order.push(what)
      return Promise.resolve(what)
    }
    const handlers = { 'app:bootstrap': answer('bootstrap'), 'search:query': answer('search') }
    // zod as the app loads it, but only when this test lets it.
    let loads = 0
    let loaded = false
    let release = () => undefined as void
    const schemas = {
      loaded: () => loaded,
      load: () => {
        loads++
        return new Promise<void>((resolve) => (release = resolve)).then(async () => {
          await loadZod()
          loaded = true
        })
      }
    }
    const dispatch = createDispatch(handlers as unknown as IpcHandlers<null>, logger, secrets, () => null, schemas)
    expect(ipcChannels['app:bootstrap'].takesNothing).toBe(true)
    expect(await dispatch('app:bootstrap', undefined)).toEqual({ ok: true, data: 'bootstrap' })
    // Still checked: something where nothing belongs is refused.
    expect(await dispatch('app:bootstrap', { sneaky: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(warnings).toHaveLength(1)
    expect(loads).toBe(0)

    // The first request that carries something loads zod; one that takes nothing, asked after it, waits behind it.
    expect(ipcChannels['search:query'].takesNothing).toBe(false)
    const search = dispatch('search:query', { query: 'ada', remember: false })
    const bootstrap = dispatch('app:bootstrap', undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(order).toEqual(['bootstrap'])
    release()
    expect(await Promise.all([search, bootstrap])).toEqual([
      { ok: true, data: 'search' },
      { ok: true, data: 'bootstrap' }
    ])
    expect(order).toEqual(['bootstrap', 'search', 'bootstrap'])
    expect(loads).toBe(1)
    expect(await dispatch('search:query', { query: 42, remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' }
    })
    expect(loads).toBe(1)
  })

  it('answers an internal error, and asks again next time, when zod cannot be loaded', async () => {
    const { logger, secrets } = startLogger()
    let attempts = 0
    const schemas = {
      loaded: () => false,
      load: () => {
        attempts++
        return Promise.reject(Object.assign(new Error('no chunk'), { code: 'ERR_MODULE_NOT_FOUND' }))
      }
    }
    const handlers = { 'search:query': () => Promise.resolve('search') }
    const dispatch = createDispatch(handlers as unknown as IpcHandlers<null>, logger, secrets, () => null, schemas)
    for (const _ of [1, 2])
      expect(await dispatch('search:query', { query: 'ada', remember: false })).toMatchObject({
        ok: false,
        error: { kind: 'internal' }
      })
    expect(attempts).toBe(2)
  })

  it("are built at their channel's first request, once", async () => {
    await loadZod()
    for (const name of channelNames) {
      const entry = ipcChannels[name]
      const lazy = typeof Object.getOwnPropertyDescriptor(entry, 'request')?.get === 'function'
      expect(lazy, `${name} builds its schema at load`).toBe(true)
      const first = entry.request
      expect(first, name).toHaveProperty('safeParse')
      expect(entry.request, `${name} builds its schema again`).toBe(first)
      // A channel checked without zod takes exactly what its schema takes: nothing.
      if (entry.takesNothing)
        for (const request of [{}, null, 0, ''])
          expect(first.safeParse(request).success, `${name} takes ${JSON.stringify(request)}`).toBe(false)
      expect(entry.takesNothing ? first.safeParse(undefined).success : true, name).toBe(true)
    }
  })
})
