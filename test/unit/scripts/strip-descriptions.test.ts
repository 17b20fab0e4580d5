// The build's step that drops main's notes for translators
// (scripts/strip-descriptions.ts): only the `description` of messages
// declared with defineMessages / defineMessage goes, every other line and
// column stays where it was, and the result is still the same program.
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

import { blankDescriptions, messageDescriptions } from '../../../scripts/strip-descriptions'

type Ast = Parameters<typeof messageDescriptions>[0]

const strip = (code: string) => blankDescriptions(code, messageDescriptions(parseAst(code) as unknown as Ast))

const SOURCE = `const messages = defineMessages({
  hello: {
    id: 'a.hello',
    defaultMessage: 'Hello {name}',
    description: 'Greeting: {name} is the person.'
  },
  bye: { id: 'a.bye', "description": 'Said at the end, the comma after it too', defaultMessage: 'Bye' }
})
const one = defineMessage({ id: 'a.one', description: 'One message', defaultMessage: 'One' })
const other = { description: 'not a message: kept' }
const call = somethingElse({ description: 'not a message either: kept' })
`

describe('stripping message descriptions', () => {
  it('drops every message description and nothing else', () => {
    const out = strip(SOURCE)
    expect(out).not.toMatch(/Greeting|Said at the end|One message/)
    expect(out).toContain("{ description: 'not a message: kept' }")
    expect(out).toContain("somethingElse({ description: 'not a message either: kept' })")
    // The stripped program is run, to show it still is one.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(
      'defineMessages',
      'defineMessage',
      'somethingElse',
      `${out}; return { messages, one }`
    ) as (...calls: ((value: unknown) => unknown)[]) => unknown
    const identity = (value: unknown) => value
    expect(run(identity, identity, identity)).toEqual({
      messages: {
        hello: { id: 'a.hello', defaultMessage: 'Hello {name}' },
        bye: { id: 'a.bye', defaultMessage: 'Bye' }
      },
      one: { id: 'a.one', defaultMessage: 'One' }
    })
  })

  it('keeps every line and column: the same length, the line breaks where they were', () => {
    const out = strip(SOURCE)
    expect(out).toHaveLength(SOURCE.length)
    expect([...out.matchAll(/\n/g)].map((match) => match.index)).toEqual(
      [...SOURCE.matchAll(/\n/g)].map((match) => match.index)
    )
  })

  it('leaves code without messages as it is', () => {
    const code = 'export const x = { description: "kept" }\n'
    expect(strip(code)).toBe(code)
  })
})
