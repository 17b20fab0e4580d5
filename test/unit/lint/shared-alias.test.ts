// Code outside src/shared reaches it through the `@shared/*` alias, never by
// climbing folders ('../../../../shared/ipc'), so a file can move without
// its imports breaking and a reader sees at once what crosses the layers.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const CLIMB_TO_SHARED = /(?:from|import\()\s*['"](?:\.\.\/)+shared\//

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path === join(root, 'src/shared') ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('imports of src/shared', () => {
  it('recognises a climbing import and leaves the alias alone', () => {
    expect(CLIMB_TO_SHARED.test("import { channelNames } from '../../../shared/ipc'")).toBe(true)
    expect(CLIMB_TO_SHARED.test("import { channelNames } from '@shared/ipc'")).toBe(false)
  })

  it('go through @shared/* everywhere in src', () => {
    const files = sources(join(root, 'src'))
    expect(files.length).toBeGreaterThan(100)
    expect(
      files.filter((file) => CLIMB_TO_SHARED.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file))
    ).toEqual([])
  })
})
