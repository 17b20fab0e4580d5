// Whatever the page caught becomes a report within the contract's caps (src/shared, read by main's schema).
import { describe, expect, it } from 'vitest'

import { ipcChannels } from '../../../src/shared/ipc'
import { loadZod } from '../../../src/shared/load-zod'
import { MAX_ERROR_MESSAGE, rendererErrorReport } from '../../../src/shared/renderer-error'

// The IPC request schemas are built with zod as main loads it, at its first request that carries something.
await loadZod()

const schema = ipcChannels['diagnostics:report-renderer-error'].request

describe('renderer error report', () => {
  it('reads an Error, a string, a plain value and nothing at all, each as the contract accepts', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    const reports = [
      rendererErrorReport('boundary', new TypeError('x is undefined'), '\n    at View'),
      rendererErrorReport('rejection', 'a plain string'),
      rendererErrorReport('rejection', { code: 42 }),
      rendererErrorReport('rejection', undefined),
      rendererErrorReport('error', cyclic),
      rendererErrorReport('error', 'y'.repeat(MAX_ERROR_MESSAGE * 3))
    ]
    expect(reports.map((report) => report.message.slice(0, 30))).toEqual([
      'TypeError: x is undefined',
      'a plain string',
      '{"code":42}',
      'undefined',
      'object',
      'y'.repeat(30)
    ])
    expect(reports[0]).toMatchObject({
      componentStack: '\n    at View',
      stack: expect.stringContaining('TypeError: x is undefined') as string
    })
    for (const report of reports) expect(schema.safeParse(report).success).toBe(true)
  })
})
