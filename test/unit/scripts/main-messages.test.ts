// The build's step that compiles main's messages (scripts/main-messages.ts):
// in messages declared with defineMessages / defineMessage, the `description`
// goes and the `defaultMessage` becomes the syntax tree FormatJS's parser
// would make of it at run time; nothing else changes, the result is still
// the same program, and a message that is not literal text or not ICU
// fails the build naming its file.
import { parse } from '@formatjs/icu-messageformat-parser'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

import { compileMessages, messageParts } from '../../../scripts/main-messages'

type Ast = Parameters<typeof messageParts>[0]

const compile = (code: string) => compileMessages(code, messageParts(parseAst(code) as unknown as Ast), 'words.ts')

const SOURCE = `const messages = defineMessages({
  hello: {
    id: 'a.hello',
    defaultMessage: 'Hello {name}',
    description: 'Greeting: {name} is the person.'
  },
  bye: { id: 'a.bye', "description": 'Said at the end, the comma after it too', defaultMessage: \`Bye\` },
  count: { id: 'a.count', defaultMessage: '{count, plural, one {# day} other {# days}}', description: 'Days.' }
})
const one = defineMessage({ id: 'a.one', description: 'One message', defaultMessage: 'One' })
const other = { description: 'not a message: kept', defaultMessage: 'not a message: kept' }
const call = somethingElse({ description: 'not a message either: kept' })
`

/** Runs compiled code with identity functions for the calls, and returns what it declared. */
function run(code: string) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const program = new Function(
    'defineMessages',
    'defineMessage',
    'somethingElse',
    `${code}; return { messages, one, other }`
  ) as (...calls: ((value: unknown) => unknown)[]) => unknown
  const identity = (value: unknown) => value
  return program(identity, identity, identity)
}

describe("compiling main's messages", () => {
  it("drops every message's description and turns its words into the tree FormatJS would parse; nothing else", () => {
    const { code } = compile(SOURCE)
    expect(code).not.toMatch(/Greeting|Said at the end|One message|Days\./)
    expect(code).toContain("somethingElse({ description: 'not a message either: kept' })")
    expect(run(code)).toEqual({
      messages: {
        hello: { id: 'a.hello', defaultMessage: parse('Hello {name}') },
        bye: { id: 'a.bye', defaultMessage: parse('Bye') },
        count: { id: 'a.count', defaultMessage: parse('{count, plural, one {# day} other {# days}}') }
      },
      one: { id: 'a.one', defaultMessage: parse('One') },
      other: { description: 'not a message: kept', defaultMessage: 'not a message: kept' }
    })
  })

  it('fails, naming the file, on words that are not ICU or not literal text', () => {
    expect(() => compile("defineMessage({ id: 'a.b', defaultMessage: 'Hello {name' })")).toThrow(
      /words\.ts: "Hello \{name" is not valid ICU MessageFormat/
    )
    expect(() => compile("defineMessage({ id: 'a.b', defaultMessage: 'Hello ' + name })")).toThrow(
      /words\.ts: a message's defaultMessage is not literal text/
    )
  })

  it('leaves code without messages as it is', () => {
    const code = 'export const x = { description: "kept" }\n'
    expect(compile(code).code).toBe(code)
  })
})
