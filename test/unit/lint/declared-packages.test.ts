// Every package the code names is declared in package.json. A package that
// is only there because another one depends on it (builder-util-runtime under
// electron-updater, app-builder-lib under electron-builder) can move, change
// version or vanish with that other package's next release, and the import
// breaks on a clean install with no change of ours.
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const FOLDERS = ['src', 'test', 'scripts', 'server', 'bench']
const CONFIGS = ['electron.vite.config.ts', 'playwright.config.ts', 'vitest.config.ts', 'eslint.config.js']
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/
/** import … from 'x', export … from 'x', import('x'), require('x'), require.resolve('x'), import 'x'. */
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^\n;]*?\bfrom\s*["']([^"'\n]+)["']|(?:^|\n)\s*import\s*["']([^"'\n]+)["']|\bimport\(\s*["']([^"'\n]+)["']|\brequire(?:\.resolve)?\(\s*["']([^"'\n]+)["']/g

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? codeFiles(path) : CODE.test(entry.name) ? [path] : []
  })
}

/** The package a bare specifier names; null for relative paths, Node's modules and our path aliases. */
function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('@renderer/') ||
    specifier.startsWith('@shared/')
  )
    return null
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
  return builtinModules.includes(name) ? null : name
}

function namedPackages(code: string): string[] {
  return [...code.matchAll(SPECIFIER)].flatMap((match) => {
    const name = packageOf(match.slice(1).find((group) => group !== undefined) ?? '.')
    return name === null ? [] : [name]
  })
}

describe('declared packages', () => {
  it('finds the package in each form of import', () => {
    expect(
      namedPackages(
        "import { a } from 'pino'\nexport * from '@scope/x/deep'\nconst m = await import('zod')\nrequire.resolve('ajv/dist')\nimport 'tsx'\n"
      )
    ).toEqual(['pino', '@scope/x', 'zod', 'ajv', 'tsx'])
    expect(
      namedPackages(
        "import { readFile } from 'node:fs'\nimport { join } from 'path'\nimport x from './local'\nconst s = 'from \"nowhere\"'\n"
      )
    ).toEqual([])
  })

  it('every package the code imports is in package.json', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)])
    // This file's own examples name packages on purpose.
    const files = [
      ...FOLDERS.flatMap((folder) => codeFiles(join(root, folder))),
      ...CONFIGS.map((file) => join(root, file))
    ].filter((file) => file !== import.meta.filename)
    expect(files.length).toBeGreaterThan(100)
    const undeclared = files.flatMap((file) =>
      namedPackages(readFileSync(file, 'utf8'))
        .filter((name) => !declared.has(name))
        .map((name) => `${relative(root, file)}: ${name}`)
    )
    expect(undeclared).toEqual([])
  })
})
