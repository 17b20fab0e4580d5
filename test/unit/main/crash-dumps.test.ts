// Crash dumps are listed by name and date, never read.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { listCrashDumps, MAX_LISTED_DUMPS } from '../../../src/main/features/diagnostics/crash-dumps'

let dir: string
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const dump = async (path: string, at: string) => {
  await mkdir(join(path, '..'), { recursive: true })
  await writeFile(path, 'MDMP memory of the process')
  await utimes(path, new Date(at), new Date(at))
}

describe('crash dumps', () => {
  it('lists the .dmp files in Crashpad’s subfolders, newest first, by name and date only', async () => {
    dir = await mkdtemp(join(tmpdir(), 'crashpad-'))
    await dump(join(dir, 'completed', 'older.dmp'), '2026-11-01T08:00:00Z')
    await dump(join(dir, 'pending', 'newer.dmp'), '2026-11-02T09:30:00Z')
    await writeFile(join(dir, 'settings.dat'), 'not a dump')
    await dump(join(dir, 'a', 'b', 'c', 'too-deep.dmp'), '2026-11-03T00:00:00Z')

    expect(await listCrashDumps(dir)).toEqual([
      { name: 'newer.dmp', modified: '2026-11-02T09:30:00.000Z' },
      { name: 'older.dmp', modified: '2026-11-01T08:00:00.000Z' }
    ])
  })

  it('a missing folder has none; a crowded one lists only the newest', async () => {
    dir = await mkdtemp(join(tmpdir(), 'crashpad-'))
    expect(await listCrashDumps(join(dir, 'missing'))).toEqual([])
    for (let i = 0; i < MAX_LISTED_DUMPS + 5; i++)
      await dump(join(dir, 'completed', `${i}.dmp`), new Date(Date.UTC(2026, 0, 1 + i)).toISOString())
    const listed = await listCrashDumps(dir)
    expect(listed).toHaveLength(MAX_LISTED_DUMPS)
    expect(listed[0]?.name).toBe(`${MAX_LISTED_DUMPS + 4}.dmp`)
  })
})
