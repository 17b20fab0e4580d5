// Main's chunks take Node's built-in modules as the objects
// `process.getBuiltinModule` returns, not through `import … from "node:…"`.
//
// An ES module import of a built-in makes Node build the module's ES module
// face, which reads every export the built-in has, its lazy ones too
// (nodejs/node lib/internal/bootstrap/realm.js, BuiltinModule#getESMFacade
// and syncExports): `node:util` loads its TextDecoder and Node's diff and
// colours, `node:fs` its streams, `node:crypto` webcrypto and the rest.
// Electron loads an ES module main with Node's own loader, so it does the
// same. Taking the object reads only what the code names. Side by side, 101
// starts each, main's start went from 178.6 to 167.8 ms with this and conf's
// assert (docs/performance.md, main.startupRatio).
//
// Each `import` of a built-in becomes a `const` in its place, before any
// other statement runs: `import fs, { readFileSync as r } from "node:fs"`
// becomes `const fs = globalThis.process.getBuiltinModule("node:fs"), { readFileSync: r } = fs`;
// one that binds nothing (`import "node:events"`) goes.
// `process.getBuiltinModule` is in Node 20.16 and 22.3 on, and Electron 45 runs Node 24.
import { builtinModules } from 'node:module'

import type { Plugin } from 'vite'

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))

const nameOf = (node: Node): string => (node.type === 'Identifier' ? (node.name as string) : JSON.stringify(node.value))

/** The statement that takes the place of one import of a built-in; `spare` names the module when the import does not. */
function constFor(declaration: Node, spare: string): string {
  const source = declaration.source as Node
  const module = `globalThis.process.getBuiltinModule(${JSON.stringify(source.value)})`
  const specifiers = declaration.specifiers as Node[]
  // An import that binds nothing is left by a dependency whose use of the built-in the bundle shook out (atomically,
  // under conf, imports node:stream and node:events for writes conf never makes). Loading a built-in changes nothing
  // else, so it goes (docs/performance.md, main.startupRatio).
  if (specifiers.length === 0) return ''
  const whole = specifiers.find((s) => s.type === 'ImportDefaultSpecifier' || s.type === 'ImportNamespaceSpecifier')
  const local = whole ? ((whole.local as Node).name as string) : spare
  const named = specifiers
    .filter((s) => s.type === 'ImportSpecifier')
    .map((s) => {
      const imported = nameOf(s.imported as Node)
      const as = (s.local as Node).name as string
      return imported === as ? as : `${imported}: ${as}`
    })
  return `const ${local} = ${module}${named.length > 0 ? `, { ${named.join(', ')} } = ${local}` : ''};`
}

/** `code` (an ES module) with every import of a Node built-in turned into a `const` of the built-in's object. */
export function withoutBuiltinFacades(code: string, program: Node): string {
  const imports = (program.body as Node[]).filter(
    (statement) => statement.type === 'ImportDeclaration' && BUILTINS.has((statement.source as { value: string }).value)
  )
  let out = code
  // From the last, so each node's offsets still hold.
  imports.reverse().forEach((declaration, index) => {
    if ((declaration.specifiers as Node[]).some((s) => s.type === 'ImportNamespaceSpecifier')) {
      // A namespace object has a `default`; the built-in's object has none.
      const local = ((declaration.specifiers as Node[])[0]?.local as Node).name as string
      if (new RegExp(`(?<![\\w$])${local.replace(/\$/g, '\\$')}\\.default\\b`).test(code))
        throw new Error(`a chunk reads ${local}.default of a built-in's namespace: keep that import as it is`)
    }
    const spare = `builtin$${imports.length - index}`
    if (code.includes(spare)) throw new Error(`a chunk already names ${spare}`)
    out = out.slice(0, declaration.start) + constFor(declaration, spare) + out.slice(declaration.end)
  })
  return out
}

export function builtinsWithoutFacades(): Plugin {
  return {
    name: 'platform-builtins-without-facades',
    // After minifying: what is rewritten is the code that ships.
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        file.code = withoutBuiltinFacades(file.code, this.parse(file.code) as unknown as Node)
      }
    }
  }
}
