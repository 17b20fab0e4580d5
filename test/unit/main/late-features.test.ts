// Issue 39: main builds before the first window, its first answer and the
// start-up restore only what they need; every other feature comes in a chunk
// of its own right after (src/main/app/late-features.ts). A request, tray item or menu command that
// needs them sooner loads them and waits; a failed load is tried again.
import { describe, expect, it, vi } from 'vitest'

import type { IpcHandlers } from '../../../src/main/app/feature'
import { handlersOf, lateFeatures, RESTORE_WAIT_MS, startUp } from '../../../src/main/app/late-features'
import type { Dispatch } from '../../../src/main/core/ipc/dispatch'
import { closeAfterEach } from '../../support/close-after-each'
import { createFixture } from '../../support/main-app-fixture'

const closing = closeAfterEach()

describe('lateFeatures', () => {
  it('loads once for every ask, and says what it has', async () => {
    const load = vi.fn(() => Promise.resolve({ built: 1 }))
    const late = lateFeatures(load)
    expect(late.now()).toBeNull()
    expect(await late.settled()).toBeNull()
    const [a, b] = await Promise.all([late.get(), late.get()])
    expect(a).toBe(b)
    expect(late.now()).toBe(a)
    expect(await late.settled()).toBe(a)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps no failed load: the next ask tries again', async () => {
    const load = vi
      .fn<() => Promise<{ built: number }>>()
      .mockRejectedValueOnce(new Error('the chunk could not be read'))
      .mockResolvedValueOnce({ built: 2 })
    const late = lateFeatures(load)
    const first = late.get()
    await expect(late.settled()).resolves.toBeNull()
    await expect(first).rejects.toThrow('the chunk could not be read')
    expect(late.now()).toBeNull()
    expect(await late.get()).toEqual({ built: 2 })
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('handlersOf', () => {
  it('answers an early channel itself and waits for the late features for any other', async () => {
    const bootstrap = vi.fn(() => Promise.resolve('early'))
    let release: (handlers: { handlers: IpcHandlers }) => void = () => undefined
    const late = new Promise<{ handlers: IpcHandlers }>((resolve) => (release = resolve))
    const handlers = handlersOf({ 'app:bootstrap': bootstrap } as unknown as Partial<IpcHandlers>, () => late)
    expect(handlers['app:bootstrap']).toBe(bootstrap)
    const asked = handlers['settings:update']({ theme: 'dark' }, {} as never)
    const answered = vi.fn()
    void asked.then(answered)
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).not.toHaveBeenCalled()
    release({ handlers: { 'settings:update': () => Promise.resolve('late') } as unknown as IpcHandlers })
    expect(await asked).toBe('late')
  })
})

describe('startUp', () => {
  const answering: Dispatch = () => Promise.resolve({ ok: true, data: {} })
  const turns = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
  }

  it('is started up once the first answer is out and the restore has ended, not on either alone', async () => {
    let endRestore: () => void = () => undefined
    const start = startUp(answering, new Promise<void>((resolve) => (endRestore = resolve)))
    const startedUp = vi.fn()
    void start.startedUp.then(startedUp)
    await start.dispatch('status:get', undefined)
    endRestore()
    await turns()
    expect(startedUp).not.toHaveBeenCalled()
    await start.dispatch('app:bootstrap', undefined)
    await vi.waitFor(() => expect(startedUp).toHaveBeenCalled())

    const again = startUp(answering, new Promise<void>((resolve) => (endRestore = resolve)))
    const againStartedUp = vi.fn()
    void again.startedUp.then(againStartedUp)
    await again.dispatch('app:bootstrap', undefined)
    await turns()
    expect(againStartedUp).not.toHaveBeenCalled()
    endRestore()
    await vi.waitFor(() => expect(againStartedUp).toHaveBeenCalled())
  })

  it('a restore held by a keyring prompt holds it RESTORE_WAIT_MS after the first answer, no longer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate'] })
    try {
      const start = startUp(answering, new Promise<void>(() => undefined))
      const startedUp = vi.fn()
      void start.startedUp.then(startedUp)
      await start.dispatch('app:bootstrap', undefined)
      await vi.advanceTimersByTimeAsync(RESTORE_WAIT_MS - 10)
      expect(startedUp).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(20)
      expect(startedUp).toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the app as it starts', () => {
  it("the host's background start waits for the page's first answer: jobs and features do not take its turns", async () => {
    const fx = closing(
      await createFixture('http://127.0.0.1:9', {}, undefined, {}, { waitForFeatures: false, waitForRestore: false })
    )
    const schedulerStart = vi.spyOn(fx.app.scheduler, 'start')
    fx.app.startBackgroundOnceStarted()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(schedulerStart).not.toHaveBeenCalled()
    expect(fx.app.scheduler.snapshot()).toEqual([])
    expect(await fx.call('app:bootstrap')).toMatchObject({ ok: true })
    await vi.waitFor(() => expect(schedulerStart).toHaveBeenCalled(), { timeout: 30_000 })
  })

  it('answers the first question before the features are built; they and their jobs come right after', async () => {
    const fx = closing(
      await createFixture('http://127.0.0.1:9', {}, undefined, {}, { waitForFeatures: false, waitForRestore: false })
    )
    // Nothing of the background jobs exists yet: they are the late features'.
    expect(fx.app.scheduler.snapshot()).toEqual([])
    expect(await fx.call('app:bootstrap')).toMatchObject({ ok: true })
    expect(fx.app.scheduler.snapshot()).toEqual([])
    // After the answer they load by themselves. A wait, not a budget: the first import of their chunk in a test worker
    // beside npm test's other lanes took over a second once.
    await vi.waitFor(() => expect(fx.app.scheduler.snapshot().length).toBeGreaterThan(0), { timeout: 30_000 })
  })

  it('a request, a tray item or a menu command that comes before them waits for them and is answered', async () => {
    const fx = closing(
      await createFixture('http://127.0.0.1:9', {}, undefined, {}, { waitForFeatures: false, waitForRestore: false })
    )
    const [settings, status] = await Promise.all([fx.call('settings:update', { theme: 'dark' }), fx.call('status:get')])
    expect(settings).toMatchObject({ ok: true, data: { theme: 'dark', baseUrl: 'http://127.0.0.1:9' } })
    expect(status.ok).toBe(true)
    await expect(fx.app.trayAction('check-now')).resolves.toBeUndefined()
    await expect(fx.app.menuCommand('help:about')).resolves.toBeUndefined()
    expect(fx.app.scheduler.snapshot().length).toBeGreaterThan(0)
  })
})
