// The preload as it ships (out/preload/index.cjs), run with a stand-in of the two Electron objects it uses: what it
// exposes, the question it asks before the page loads, and main's events it listens to (src/preload/bridge.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Script } from 'node:vm'

import { describe, expect, it, vi } from 'vitest'

import { channelNames, eventNames } from '../../src/shared/ipc-names'

const PRELOAD = join(import.meta.dirname, '../../out/preload/index.cjs')

function runPreload() {
  const exposed = new Map<string, Record<string, unknown>>()
  const listening = new Map<string, (event: unknown, payload: unknown) => void>()
  const electron = {
    // contextBridge.exposeInMainWorld(apiKey, api) and ipcRenderer.invoke / on, as lib/renderer/api/ipc-renderer.ts has them.
    contextBridge: { exposeInMainWorld: (key: string, api: Record<string, unknown>) => exposed.set(key, api) },
    ipcRenderer: {
      invoke: vi.fn((channel: string) => Promise.resolve({ ok: true, data: { asked: channel } })),
      on: (event: string, listener: (event: unknown, payload: unknown) => void) => listening.set(event, listener)
    }
  }
  const module = { exports: {} }
  const require = (name: string) => {
    if (name !== 'electron') throw new Error(`The preload required ${name}.`)
    return electron
  }
  const wrapped = new Script(`(function (require, module, exports) {${readFileSync(PRELOAD, 'utf8')}\n})`, {
    filename: 'preload.cjs'
  }).runInThisContext() as (req: typeof require, mod: typeof module, exports: object) => void
  wrapped(require, module, module.exports)
  return { exposed, listening, invoke: electron.ipcRenderer.invoke }
}

describe('the shipped preload', () => {
  it('exposes one function per channel, on and takeStartAnswer as window.platform, and nothing else', () => {
    const { exposed } = runPreload()
    expect([...exposed.keys()]).toEqual(['platform'])
    const platform = exposed.get('platform') ?? {}
    expect(Object.keys(platform).sort()).toEqual([...channelNames, 'on', 'takeStartAnswer'].sort())
    for (const value of Object.values(platform)) expect(typeof value).toBe('function')
  })

  it('asks bootstrap’s question alone as it runs, and hands its answer to the page once', async () => {
    const { exposed, invoke } = runPreload()
    expect(invoke.mock.calls).toEqual([['app:bootstrap', undefined, undefined]])
    const take = exposed.get('platform')?.takeStartAnswer as (channel?: string) => Promise<unknown> | null
    await expect(take()).resolves.toEqual({ ok: true, data: { asked: 'app:bootstrap' } })
    expect(take()).toBeNull()
  })

  it('listens to every event of the contract from the start, and hands a held one to the page’s listener', async () => {
    const { exposed, listening } = runPreload()
    expect([...listening.keys()].sort()).toEqual([...eventNames].sort())
    listening.get('notice')?.({ sender: 'not for the page' }, { text: 'held' })
    const on = exposed.get('platform')?.on as (event: string, listener: (payload: unknown) => void) => void
    const seen: unknown[] = []
    on('notice', (payload) => seen.push(payload))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([{ text: 'held' }])
  })
})
