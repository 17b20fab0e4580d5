// @vitest-environment happy-dom
// ui/use-when-idle.ts: work the first frame need not wait for (the Followers filter's index) runs when the page is
// next idle, once per task, and never for a component already gone.
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useWhenIdle } from '../../../src/renderer/src/ui/use-when-idle'

function Idle({ task }: { task: () => unknown }) {
  useWhenIdle(task)
  return null
}

afterEach(cleanup)

describe('useWhenIdle', () => {
  it('runs the task after the render, once, and again for a new task', async () => {
    const first = vi.fn()
    const { rerender } = render(<Idle task={first} />)
    expect(first).not.toHaveBeenCalled()
    await waitFor(() => expect(first).toHaveBeenCalledOnce())
    rerender(<Idle task={first} />)
    const second = vi.fn()
    rerender(<Idle task={second} />)
    await waitFor(() => expect(second).toHaveBeenCalledOnce())
    expect(first).toHaveBeenCalledOnce()
  })

  it('does not run it for a component gone before the page was idle', async () => {
    const task = vi.fn()
    const { unmount } = render(<Idle task={task} />)
    unmount()
    const later = vi.fn()
    render(<Idle task={later} />)
    await waitFor(() => expect(later).toHaveBeenCalledOnce())
    expect(task).not.toHaveBeenCalled()
  })
})
