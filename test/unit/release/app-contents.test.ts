// What ships inside app.asar besides our own bundle: the production
// dependencies electron-builder copies from node_modules. Each megabyte there
// is download, disk and install time for every user. Every package main
// uses is a dev dependency that electron-vite bundles into out/main (only
// what main reaches, minified by tree-shaking: zod alone is 8.4 MB on disk),
// so there are none; test/smoke/bundle-imports.test.ts proves the built main
// needs nothing from node_modules and holds out/ to its budget.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { dependencyContents, ROOT } from '../../../scripts/app-contents.mjs'

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
  devDependencies: Record<string, string>
}

describe('the app contents', () => {
  it('take nothing from node_modules: package.json has no production dependencies', () => {
    expect(Object.keys(manifest.dependencies ?? {})).toEqual([])
    const { packages, dependenciesMB } = dependencyContents()
    expect(packages.map(({ path }) => path)).toEqual([])
    expect(dependenciesMB).toBe(0)
  })

  it('keep the packages main needs as dev dependencies, which electron-vite bundles', () => {
    for (const name of ['axios', 'electron-store', 'electron-updater', 'pino', 'pino-roll', 'zod'])
      expect(manifest.devDependencies[name], name).toBeDefined()
  })
})
