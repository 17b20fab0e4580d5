// Main's messages lose their notes for translators in the build. Every
// sentence main says is declared with `defineMessages` / `defineMessage`
// (src/shared/i18n/messages.ts): an id, the English words and a
// `description` only translators read (`npm run i18n:extract` takes it from
// the source). At run time nothing reads it, yet it was about 44 KB of the
// 0.74 MB entry that V8 reads before main's first line runs
// (docs/performance.md, main.startupRatio). The page's build already drops it
// (babel-plugin-formatjs).
//
// Each note is overwritten with spaces, not cut out, so every line and column
// after it stays where it was and a source map stays true; the minifier then
// drops the spaces.
import type { Plugin } from 'vite'

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const CALLEES = new Set(['defineMessages', 'defineMessage'])

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

const keyName = (property: Node): string | null => {
  const key = property.key as Node | undefined
  if (!key || property.computed) return null
  if (key.type === 'Identifier') return key.name as string
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value
  return null
}

/** The `description` properties of the message objects in a call's argument (one message, or a map of them). */
function descriptionsIn(argument: Node, depth: number): Node[] {
  if (argument.type !== 'ObjectExpression') return []
  const found: Node[] = []
  for (const property of argument.properties as Node[]) {
    if (property.type !== 'Property') continue
    if (keyName(property) === 'description') found.push(property)
    else if (depth > 0 && isNode(property.value)) found.push(...descriptionsIn(property.value, depth - 1))
  }
  return found
}

/** Every description property in `ast` that a defineMessages / defineMessage call declares. */
export function messageDescriptions(ast: Node): Node[] {
  const found: Node[] = []
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node
      const argument = (node.arguments as Node[])[0]
      if (callee.type === 'Identifier' && CALLEES.has(callee.name as string) && argument)
        found.push(...descriptionsIn(argument, callee.name === 'defineMessages' ? 1 : 0))
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item)
      if (isNode(value)) visit(value)
    }
  }
  visit(ast)
  return found
}

/** `code` with each description property (and the comma after it) overwritten by spaces, line breaks kept. */
export function blankDescriptions(code: string, properties: readonly Node[]): string {
  let out = code
  for (const { start, end } of properties) {
    const through = /^\s*,/.exec(out.slice(end))?.[0].length ?? 0
    const blank = out.slice(start, end + through).replace(/[^\n]/g, ' ')
    out = out.slice(0, start) + blank + out.slice(end + through)
  }
  return out
}

export function stripMessageDescriptions(): Plugin {
  return {
    name: 'platform-strip-message-descriptions',
    // After Vite's own TypeScript transform: the code is JavaScript that this.parse reads.
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !code.includes('description')) return null
      if (!/\bdefineMessages?\(/.test(code)) return null
      const properties = messageDescriptions(this.parse(code) as unknown as Node)
      return properties.length === 0 ? null : { code: blankDescriptions(code, properties), map: null }
    }
  }
}
