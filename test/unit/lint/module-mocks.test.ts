// The unit project shares each worker's modules between files (vitest.config.ts): a file that replaced a module with
// vi.mock there would hand its stand-in to the next file. Such files must be listed for the isolated project.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { MOCKED_UNIT } from '../../../vitest.config'

const root = resolve(import.meta.dirname, '../../..')
const unitFiles = (readdirSync(join(root, 'test/unit'), { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) =>
    relative(root, join(root, 'test/unit', file))
      .split('\\')
      .join('/')
  )

describe('module mocks in the unit tests', () => {
  it('are only in the files the isolated project runs', () => {
    const mocking = unitFiles.filter((file) => /\bvi\.(do)?mock\(/i.test(readFileSync(join(root, file), 'utf8')))
    expect(mocking.sort()).toEqual([...MOCKED_UNIT].sort())
  })
})
