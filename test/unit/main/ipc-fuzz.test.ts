// Property-based: random and malformed arguments on every IPC channel always
// settle, quickly, as a Result — a typed error or data — never a thrown
// error, a crash or a promise that never settles.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { say } from '../../../src/main/core/i18n'
import { dispatchMessages } from '../../../src/main/core/ipc/dispatch'
import { channelNames, ipcChannels } from '../../../src/shared/ipc'
import { loadZod } from '../../../src/shared/load-zod'
import { errorKinds, type Result } from '../../../src/shared/result'
import { createFixture, type Fixture } from '../../support/main-app-fixture'
import { startStubPlatform, type StubPlatform } from '../../support/stub-platform'

// The IPC request schemas are built with zod as main loads it, at its first request that carries something.
await loadZod()

let stub: StubPlatform
let fx: Fixture

beforeAll(async () => {
  // Every route answers something a careless platform might: JSON, HTML or nothing useful.
  stub = await startStubPlatform()
  // Network tests stay on 127.0.0.1: any other host (a random "server URL") is refused like an offline machine would.
  const loopbackOnly: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1')
      return Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
        })
      )
    return fetch(input, init)
  }
  fx = await createFixture(stub.url, {}, undefined, { fetch: loopbackOnly })
})
afterAll(async () => {
  await fx.close()
  await stub.close()
})

const SETTLE_MS = 5_000

async function settles(channel: unknown, request: unknown): Promise<Result<unknown>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${String(channel)} did not settle within ${SETTLE_MS} ms for ${JSON.stringify(request)?.slice(0, 200)}`
          )
        ),
      SETTLE_MS
    )
  })
  try {
    return await Promise.race([fx.app.dispatch(channel, request), timeout])
  } finally {
    clearTimeout(timer)
  }
}

function expectResult(result: Result<unknown>): void {
  expect(typeof result.ok).toBe('boolean')
  if (!result.ok) {
    expect(errorKinds).toContain(result.error.kind)
    expect(result.error.message.length).toBeGreaterThan(0)
    // Never a stack trace or a path from inside the app.
    expect(result.error.message).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
    // A handler that threw something unexpected is a bug, not an answer.
    expect(result.error.kind).not.toBe('internal')
  }
}

// Near-valid requests: the right keys with values of any type, plus extra keys.
const fieldNames = [
  'url',
  'userId',
  'query',
  'remember',
  'username',
  'password',
  'rememberMe',
  'email',
  'apiKey',
  'limit',
  'keys',
  'theme',
  'watchedServices',
  'statusIntervalMinutes',
  'updateMode'
]
const nearValid = fc.dictionary(fc.constantFrom(...fieldNames), fc.anything({ maxDepth: 2 }), { maxKeys: 4 })
const anyRequest = fc.oneof(fc.anything({ maxDepth: 3 }), nearValid, fc.constant(undefined), fc.constant(null))

/** Requests of the channel's own shape with random values, so the handlers themselves run, not just validation. */
function wellFormed(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = (
    schema as unknown as {
      def: { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; element?: z.ZodType }
    }
  ).def
  const options = (schema as unknown as { options?: readonly string[] }).options
  const maxLength = (schema as unknown as { maxLength?: number | null }).maxLength ?? 64
  switch (def.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, inner]) => [key, wellFormed(inner)])),
        { requiredKeys: [] }
      )
    case 'optional':
      return fc.option(wellFormed(def.innerType as z.ZodType), { nil: undefined })
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: Math.min(maxLength, 80) }),
        fc.constantFrom(
          '1',
          '42',
          'ada',
          'https://127.0.0.1:1/x',
          ' ',
          '../etc',
          'ghp_16C7e42F292c6912E7710c838347Ae178B4a'
        )
      )
    case 'boolean':
      return fc.boolean()
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double())
    case 'array':
      return fc.array(wellFormed(def.element as z.ZodType), { maxLength: 25 })
    case 'enum':
      return fc.constantFrom(...(options ?? ['x']))
    case 'undefined':
      return fc.constant(undefined)
    default:
      return fc.anything({ maxDepth: 2 })
  }
}

describe('every IPC channel under random and malformed arguments', () => {
  it.each([...channelNames])('%s answers well-formed requests with random values with a Result', async (channel) => {
    await fc.assert(
      fc.asyncProperty(wellFormed(ipcChannels[channel].request), async (request) => {
        expectResult(await settles(channel, request))
      }),
      { numRuns: 25 }
    )
  })

  it.each([...channelNames])('%s always answers with a Result', async (channel) => {
    await fc.assert(
      fc.asyncProperty(anyRequest, async (request) => {
        expectResult(await settles(channel, request))
      }),
      { numRuns: 40 }
    )
  })

  it('unknown channels, and channels that are not strings, get a typed error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.anything()), anyRequest, async (channel, request) => {
        fc.pre(!(channelNames as readonly unknown[]).includes(channel))
        const result = await settles(channel, request)
        // In main's language of the moment: the fuzzed settings:update calls above may have chosen any.
        expect(result).toEqual({
          ok: false,
          error: { kind: 'invalid-input', message: say(dispatchMessages.unknownRequest) }
        })
      }),
      { numRuns: 200 }
    )
  })
})
