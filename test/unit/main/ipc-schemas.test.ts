// The IPC contract's request schemas are built when a channel is first asked, not as main loads: zod building all of
// them took about 15 ms before the first window (docs/performance.md, main.startupRatio).
import { describe, expect, it } from 'vitest'

import { channelNames, ipcChannels } from '../../../src/shared/ipc'

describe('the IPC request schemas', () => {
  it("are built at their channel's first request, once", () => {
    for (const name of channelNames) {
      const entry = ipcChannels[name]
      const lazy = typeof Object.getOwnPropertyDescriptor(entry, 'request')?.get === 'function'
      expect(lazy, `${name} builds its schema at load`).toBe(true)
      const first = entry.request
      expect(first, name).toHaveProperty('safeParse')
      expect(entry.request, `${name} builds its schema again`).toBe(first)
    }
  })
})
