// The built main process may import only what the packaged app contains:
// Node's own modules, Electron, and the production dependencies that
// electron-builder copies. Anything else (a dev dependency electron-vite was
// meant to bundle, such as pino-roll) would be missing from app.asar and
// fail at start-up on a user's machine, never here where node_modules has it all.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const OUT = join(ROOT, 'out/main')

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : []
  )
}

/** 'electron-updater/out/NsisUpdater.js' → 'electron-updater'; '@scope/pkg/x' → '@scope/pkg'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

describe('the built main process', () => {
  it('imports only Node, Electron and production dependencies', () => {
    if (!existsSync(join(OUT, 'index.js'))) throw new Error('out/main/index.js is missing: run `npm run build` before the smoke tests.')
    const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    const allowed = new Set([...Object.keys(dependencies), 'electron', ...builtinModules])
    const specifiers = builtFiles(OUT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?<![\w$"'])(?:from\s*|import\(\s*|require\(\s*)["']([^"'./,\s][^"'\s]*)["']/g)].map(([, specifier]) => specifier ?? '')
    )
    expect(specifiers).toContain('electron')
    const outside = specifiers.filter((specifier) => !specifier.startsWith('node:') && !allowed.has(packageOf(specifier)))
    expect(outside).toEqual([])
  })
})
