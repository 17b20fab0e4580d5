// @vitest-environment happy-dom
// The signed-in shell's chunk is fetched only once the first screen has been
// painted and the page is idle, never while bootstrap's answer is on its way:
// compiling it then held back the sign-in form (docs/performance.md).
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useAppStore } from '../../../src/renderer/src/app/app-store'
import { afterFirstScreen } from '../../../src/renderer/src/app/bootstrap'

const frames: (() => void)[] = []
const idles: (() => void)[] = []

afterEach(() => {
  vi.unstubAllGlobals()
  frames.length = 0
  idles.length = 0
  useAppStore.setState({ startup: { status: 'loading' } })
})

function stubScheduling() {
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idles.push(callback))
}
const flush = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback())

describe('afterFirstScreen', () => {
  it('waits for bootstrap to end, then a painted frame, then idle time', () => {
    stubScheduling()
    const task = vi.fn()
    useAppStore.setState({ startup: { status: 'loading' } })
    afterFirstScreen(task)
    expect(frames).toHaveLength(0)
    useAppStore.setState({ startup: { status: 'ready' } })
    expect(idles).toHaveLength(0)
    flush(frames)
    expect(task).not.toHaveBeenCalled()
    flush(idles)
    expect(task).toHaveBeenCalledTimes(1)
    // Once only, whatever the startup state does next.
    useAppStore.setState({ startup: { status: 'loading' } })
    useAppStore.setState({ startup: { status: 'ready' } })
    flush(frames)
    flush(idles)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs after a failed bootstrap too, and at once when the first screen is already up', () => {
    stubScheduling()
    const failed = vi.fn()
    afterFirstScreen(failed)
    useAppStore.setState({ startup: { status: 'failed', error: { kind: 'internal', message: 'x' } } })
    flush(frames)
    flush(idles)
    expect(failed).toHaveBeenCalledTimes(1)
    const late = vi.fn()
    afterFirstScreen(late)
    flush(frames)
    flush(idles)
    expect(late).toHaveBeenCalledTimes(1)
  })
})
