// What app.asar would hold, measured without packaging: electron-builder
// copies `out/` (without source maps, electron-builder.yml `files`) and the
// production dependency closure from node_modules. `npm run bench` reports
// the sum as app.contentsMB; test/unit/release/app-contents.test.ts and
// test/smoke/bundle-imports.test.ts hold each part to its budget.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..')

/** Bytes of the files under `dir`, skipping names `skip` matches. */
export function bytesUnder(dir, skip = /(?!)/) {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.test(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += bytesUnder(path, skip)
    else if (entry.isFile()) total += statSync(path).size
  }
  return total
}

/** What electron-builder copies into the app from node_modules: every package of the lock file that is not a dev dependency. */
export function productionPackages(root = ROOT) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && !entry.dev && !entry.devOptional)
    .map(([path, entry]) => ({ path, hasInstallScript: entry.hasInstallScript === true }))
}

/** The production dependencies (outermost folders only: a nested package is in its parent's), in MB; needs no build. */
export function dependencyContents(root = ROOT) {
  const production = productionPackages(root)
  const outermost = production.filter(
    ({ path }) => !production.some((other) => other.path !== path && path.startsWith(`${other.path}/`))
  )
  const packages = outermost
    .map(({ path }) => ({ path, mb: bytesUnder(join(root, path)) / 1e6 }))
    .sort((a, b) => b.mb - a.mb)
  return { dependenciesMB: packages.reduce((sum, { mb }) => sum + mb, 0), packages }
}

/** out/ without source maps, and the production dependencies, in MB. */
export function appContents(root = ROOT) {
  const { dependenciesMB, packages } = dependencyContents(root)
  const outMB = bytesUnder(join(root, 'out'), /\.map$/) / 1e6
  return { outMB, dependenciesMB, totalMB: outMB + dependenciesMB, packages }
}
