// What ships inside app.asar besides our own bundle: the production
// dependencies electron-builder copies from node_modules. Each megabyte there
// is download, disk and install time for every user, so the total has a
// budget and the packages we deliberately keep out stay out.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { productionPackages, root } from './builder-config'

/** The production dependencies' size on disk today is about 15.3 MB; growing past this needs a reason. */
const BUDGET_MB = 17

function bytesUnder(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += bytesUnder(path)
    else if (entry.isFile()) total += statSync(path).size
  }
  return total
}

const production = productionPackages()
/** Top-level folders only: a nested package is already counted in its parent's folder. */
const outermost = production.filter(({ path }) => !production.some((other) => other.path !== path && path.startsWith(`${other.path}/`)))

describe('the app contents', () => {
  it(`keep the production dependencies under ${BUDGET_MB} MB`, () => {
    const sizes = outermost.map(({ path }) => ({ path, mb: bytesUnder(join(root, path)) / 1e6 }))
    const total = sizes.reduce((sum, { mb }) => sum + mb, 0)
    const largest = sizes
      .sort((a, b) => b.mb - a.mb)
      .slice(0, 5)
      .map(({ path, mb }) => `${path} ${mb.toFixed(1)} MB`)
    expect(total, `largest: ${largest.join(', ')}`).toBeLessThan(BUDGET_MB)
  })

  it('ship neither pino-roll nor date-fns: main bundles pino-roll with the five date-fns functions it names', () => {
    const names = production.map(({ path }) => path.split('node_modules/').at(-1))
    expect(names).not.toContain('pino-roll')
    expect(names).not.toContain('date-fns')
    const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
    expect(packageJson.devDependencies['pino-roll'], 'pino-roll must stay a dev dependency (electron-vite bundles devDependencies)').toBeDefined()
  })
})
