// The build step that hands main's chunks Node's built-ins as objects
// (scripts/builtins-without-facades.ts): every form of import of a built-in
// becomes a const that binds the same names to the same values, one that
// binds nothing goes, and anything else is left as it was.
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

import { withoutBuiltinFacades } from '../../../scripts/builtins-without-facades'

type Ast = Parameters<typeof withoutBuiltinFacades>[1]

const rewrite = (code: string) => withoutBuiltinFacades(code, parseAst(code) as unknown as Ast)

describe('built-ins without their ES module faces', () => {
  it('turns each form of import of a built-in into a const, and leaves other imports', () => {
    const code = [
      'import path,{join,sep as separator}from"node:path";',
      'import electron,{app}from"electron";',
      'import*as fsp from"node:fs/promises";',
      'import{promisify}from"node:util";',
      'import"node:events";',
      'import{helper}from"./index.js";',
      'import os from"os";',
      'export const x=1;'
    ].join('')
    const out = rewrite(code)
    expect(out).not.toMatch(/from\s*"(node:)?(path|fs\/promises|util|events|os)"/)
    expect(out).toContain('import electron,{app}from"electron";')
    expect(out).toContain('import{helper}from"./index.js";')
    expect(out).toContain(
      'const path = globalThis.process.getBuiltinModule("node:path"), { join, sep: separator } = path;'
    )
    expect(out).toContain('const fsp = globalThis.process.getBuiltinModule("node:fs/promises");')
    expect(out).toMatch(
      /const (builtin\$\d) = globalThis\.process\.getBuiltinModule\("node:util"\), \{ promisify \} = \1;/
    )
    // Binding nothing, it would only load the built-in: it goes.
    expect(out).not.toContain('node:events')
    expect(out).toContain('const os = globalThis.process.getBuiltinModule("os");')
    // Still one module that parses.
    expect(() => parseAst(out)).not.toThrow()
  })

  it('binds the same values the imports did', () => {
    const code =
      'import path,{join as j}from"node:path";import*as util from"node:util";import{createHash}from"node:crypto";' +
      'globalThis.__seen={path,j,util,createHash};'
    const body = rewrite(code)
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the rewritten chunk is run, to read what it bound
    ;(new Function(body) as () => void)()
    const seen = (globalThis as { __seen?: Record<string, unknown> }).__seen
    delete (globalThis as { __seen?: unknown }).__seen
    const path = process.getBuiltinModule('node:path')
    expect(seen?.path).toBe(path)
    expect(seen?.j).toBe(Reflect.get(path, 'join'))
    expect(seen?.util).toBe(process.getBuiltinModule('node:util'))
    const { createHash } = process.getBuiltinModule('node:crypto')
    expect(seen?.createHash).toBe(createHash)
  })

  it("refuses a chunk that reads a built-in namespace's default, which the object has not", () => {
    expect(() => rewrite('import*as fs from"node:fs";fs.default.readFileSync("x");')).toThrow(/fs\.default/)
  })

  it('leaves a chunk without built-ins as it is', () => {
    const code = 'import{a}from"./b.js";export const c=a;'
    expect(rewrite(code)).toBe(code)
  })
})
