// The newest signing time kept per update channel file (src/main/features/app-update/feed-record.ts):
// only ever moves forward, survives a new record on the same file, and a
// damaged or hostile file counts as nothing seen without breaking updates.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { fileFeedRecord } from '../../../src/main/features/app-update/feed-record'

const dir = mkdtempSync(join(tmpdir(), 'feed-record-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let count = 0
const file = () => join(dir, `update-feed-${++count}.json`)

describe('the update feed record', () => {
  it('keeps the newest time per file, never moving back, across records on the same file', async () => {
    const path = file()
    const record = fileFeedRecord(path)
    expect(await record.newest('latest-linux.yml')).toBeNull()
    await record.saw('latest-linux.yml', Date.parse('2026-11-02T00:00:00Z'))
    await record.saw('latest-linux.yml', Date.parse('2026-11-01T00:00:00Z'))
    await record.saw('beta-linux.yml', Date.parse('2026-10-01T00:00:00Z'))
    const again = fileFeedRecord(path)
    expect(await again.newest('latest-linux.yml')).toBe(Date.parse('2026-11-02T00:00:00Z'))
    expect(await again.newest('beta-linux.yml')).toBe(Date.parse('2026-10-01T00:00:00Z'))
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      version: 1,
      newest: { 'latest-linux.yml': '2026-11-02T00:00:00.000Z', 'beta-linux.yml': '2026-10-01T00:00:00.000Z' }
    })
  })

  it('writes one change at a time, so concurrent ones are all kept', async () => {
    const record = fileFeedRecord(file())
    await Promise.all(['a.yml', 'b.yml', 'c.yml'].map((name, index) => record.saw(name, 1000 * (index + 1))))
    expect(await Promise.all(['a.yml', 'b.yml', 'c.yml'].map((name) => record.newest(name)))).toEqual([
      1000, 2000, 3000
    ])
  })

  it('reads a damaged or hostile file as nothing seen, keeping at most 32 well-formed entries', async () => {
    for (const text of [
      '{',
      'null',
      '[]',
      '{"newest": 5}',
      '{"newest": {"../x": "2026-11-01T00:00:00Z", "a.yml": "soon"}}'
    ]) {
      const path = file()
      writeFileSync(path, text)
      const record = fileFeedRecord(path)
      expect(await record.newest('a.yml')).toBeNull()
      expect(await record.newest('../x')).toBeNull()
      await record.saw('a.yml', 5)
      expect(await fileFeedRecord(path).newest('a.yml')).toBe(5)
    }
    const path = file()
    const many = Object.fromEntries(
      Array.from({ length: 100 }, (_, index) => [`f${index}.yml`, '2026-11-01T00:00:00Z'])
    )
    writeFileSync(path, JSON.stringify({ newest: many }))
    await fileFeedRecord(path).saw('latest-linux.yml', Date.parse('2026-11-03T00:00:00Z'))
    const kept = Object.keys((JSON.parse(readFileSync(path, 'utf8')) as { newest: object }).newest)
    expect(kept).toHaveLength(32)
    expect(kept.at(-1)).toBe('latest-linux.yml')
  })

  it('says when it cannot write, and the next write still runs', async () => {
    const record = fileFeedRecord(join(dir, 'no-such-folder', 'update-feed.json'))
    await expect(record.saw('a.yml', 1)).rejects.toThrow(/ENOENT/)
    await expect(record.saw('b.yml', 1)).rejects.toThrow(/ENOENT/)
  })
})
