// Main's messages are compiled by its build, as the page's are. Every
// sentence main says is declared with `defineMessages` / `defineMessage`
// (src/shared/i18n/messages.ts): an id, the English words in ICU
// MessageFormat and a `description` only translators read. In main's build
// each `defaultMessage` becomes its syntax tree, so main ships FormatJS
// without its ICU parser (about 35 KB of the entry V8 reads before main's
// first line runs, docs/performance.md) and never parses English at run
// time; a message that does not parse fails the build naming its id. The
// description goes: nothing reads it at run time (the page's build drops it
// too, babel-plugin-formatjs with `ast: true`).
//
// Tests and tools that run main from source (vitest, tsx) see the text and
// parse it at run time, as FormatJS does by itself.
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

import { icuTree } from './catalogue-plugin'

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

/** A message's properties the build rewrites. */
export interface MessageParts {
  /** Its `description` properties, to drop. */
  descriptions: Node[]
  /** Its `defaultMessage` properties, to compile. */
  defaultMessages: Node[]
}

/** The message objects in a call's argument: one message, or a map of them. */
function messagesIn(argument: Node, map: boolean): Node[] {
  if (argument.type !== 'ObjectExpression') return []
  if (!map) return [argument]
  return (argument.properties as Node[]).flatMap((property) =>
    property.type === 'Property' && isNode(property.value) && property.value.type === 'ObjectExpression'
      ? [property.value]
      : []
  )
}

/** Every description and defaultMessage property of the messages a defineMessages / defineMessage call in `ast` declares. */
export function messageParts(ast: Node): MessageParts {
  const parts: MessageParts = { descriptions: [], defaultMessages: [] }
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node
      const argument = (node.arguments as Node[])[0]
      if (callee.type === 'Identifier' && CALLEES.has(callee.name as string) && argument)
        for (const message of messagesIn(argument, callee.name === 'defineMessages'))
          for (const property of message.properties as Node[]) {
            if (property.type !== 'Property') continue
            const name = keyName(property)
            if (name === 'description') parts.descriptions.push(property)
            if (name === 'defaultMessage') parts.defaultMessages.push(property)
          }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item)
      if (isNode(value)) visit(value)
    }
  }
  visit(ast)
  return parts
}

/** The ICU text of a defaultMessage property: a string literal, or a template literal without expressions. */
function textOf(value: Node): string | null {
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value
  const quasis = value.quasis as Node[] | undefined
  if (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0 && quasis?.length === 1)
    return (quasis[0]?.value as { cooked?: string } | undefined)?.cooked ?? null
  return null
}

/**
 * `code` with each message's description dropped and its defaultMessage's text replaced by its syntax tree, and the
 * source map of that; throws (failing the build) when a defaultMessage is not literal text or does not parse.
 */
export function compileMessages(code: string, parts: MessageParts, file: string) {
  const out = new MagicString(code)
  for (const { start, end } of parts.descriptions) {
    const through = /^\s*,/.exec(code.slice(end))?.[0].length ?? 0
    out.remove(start, end + through)
  }
  for (const property of parts.defaultMessages) {
    const value = property.value as Node
    const text = textOf(value)
    if (text === null)
      throw new Error(`${file}: a message's defaultMessage is not literal text, so the build cannot compile it.`)
    out.overwrite(value.start, value.end, JSON.stringify(icuTree(text, `${file}: "${text}"`)))
  }
  return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: file, includeContent: true }) }
}

const ICU_PARSER = '@formatjs/icu-messageformat-parser'
const WITHOUT_PARSER = '\0icu-messageformat-without-parser'

/**
 * Compiles main's messages, and hands FormatJS the parser package's types and helpers without its parser: a `parse`
 * that says a message reached main uncompiled, should one ever (FormatJS's own stand-in, no-parser.js, talks of
 * react-intl).
 */
export function mainMessages(): Plugin[] {
  return [
    {
      name: 'platform-main-messages-without-parser',
      enforce: 'pre',
      resolveId: (source) => (source === ICU_PARSER ? WITHOUT_PARSER : null),
      load: (id) =>
        id === WITHOUT_PARSER
          ? [
              `export * from '${ICU_PARSER}/no-parser.js'`,
              'export function parse(text) {',
              '  throw new Error(`A message reached main without being compiled by the build (scripts/main-messages.ts): ${text}`)',
              '}'
            ].join('\n')
          : null
    },
    {
      name: 'platform-main-messages',
      // After Vite's own TypeScript transform: the code is JavaScript that this.parse reads.
      transform(code, id) {
        if (id.includes('/node_modules/') || id.startsWith('\0')) return null
        if (!/\bdefineMessages?\(/.test(code)) return null
        const parts = messageParts(this.parse(code) as unknown as Node)
        if (parts.descriptions.length === 0 && parts.defaultMessages.length === 0) return null
        return compileMessages(code, parts, id)
      }
    }
  ]
}
