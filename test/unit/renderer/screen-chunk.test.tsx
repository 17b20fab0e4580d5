// @vitest-environment happy-dom
// app/screen-chunk.tsx: the screens kept out of the first script (the signed-in app, the first run, Add account) are
// fetched once, drawn directly once there, and a chunk that failed to load is fetched again when next wanted.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { screenChunk } from '../../../src/renderer/src/app/screen-chunk'

afterEach(cleanup)

const Hello = ({ name }: { name: string }) => <p>Hello, {name}</p>

describe('a screen in a chunk of its own', () => {
  it('is fetched once however often it is wanted', async () => {
    const importScreen = vi.fn(() => Promise.resolve(Hello))
    const chunk = screenChunk(importScreen)
    expect(chunk.loaded()).toBeNull()
    const [first, second] = await Promise.all([chunk.load(), chunk.load()])
    await chunk.load()
    expect(first).toBe(Hello)
    expect(second).toBe(Hello)
    expect(chunk.loaded()).toBe(Hello)
    expect(importScreen).toHaveBeenCalledTimes(1)
  })

  it('shows its fallback until the chunk is there, then the screen with its props', async () => {
    let arrive: (screen: typeof Hello) => void = () => undefined
    const chunk = screenChunk(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)))
    render(<chunk.Screen name="Ada" fallback={<p>Loading…</p>} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    arrive(Hello)
    expect(await screen.findByText('Hello, Ada')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('once loaded, is drawn in the same render, with no suspense to reveal', async () => {
    const chunk = screenChunk(() => Promise.resolve(Hello))
    await chunk.load()
    render(<chunk.Screen name="Grace" fallback={<p>Loading…</p>} />)
    // Synchronously: a lazy component would suspend here even for a module already loaded.
    expect(screen.getByText('Hello, Grace')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('is fetched again after a failed load, so a later want can still open it', async () => {
    const importScreen = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(Hello)
    const chunk = screenChunk(importScreen)
    await expect(chunk.load()).rejects.toThrow('chunk missing')
    expect(chunk.loaded()).toBeNull()
    await expect(chunk.load()).resolves.toBe(Hello)
    expect(importScreen).toHaveBeenCalledTimes(2)
  })
})
