// The operations table (src/main/core/api/operations.ts) against the contract:
// every entry is an operation of api/openapi.yaml with the same method, path
// and path parameters; the paths it builds are the ones the app always sent;
// and no API path is written anywhere else in main, so every operation the
// app calls goes through the table.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

import { describe, expect, expectTypeOf, it } from 'vitest'
import { parse } from 'yaml'

import { API_OPERATIONS, apiPath, type OperationId, type PathFor } from '../../../src/main/core/api/operations'

const ROOT = resolve(import.meta.dirname, '../../..')
const MAIN = join(ROOT, 'src/main')
const TABLE = join(MAIN, 'core', 'api', 'operations.ts')
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

interface Parameter {
  name: string
  in: string
  $ref?: string
}
interface SpecOperation {
  operationId?: string
  parameters?: Parameter[]
}
type PathItem = Record<string, SpecOperation | Parameter[] | undefined> & { parameters?: Parameter[] }

const spec = parse(readFileSync(join(ROOT, 'api/openapi.yaml'), 'utf8')) as { paths: Record<string, PathItem> }

/** A `$ref` inside the document (`#/components/parameters/UserIdPath`), followed. */
function deref<T>(value: T & { $ref?: string }): T {
  if (!value.$ref) return value
  let target: unknown = spec
  for (const key of value.$ref.replace(/^#\//, '').split('/')) target = (target as Record<string, unknown>)[key]
  return deref(target as T & { $ref?: string })
}

/** Every operation in the document by its id: method, path template, and the names of its path parameters. */
const contract = new Map<string, { method: string; path: string; pathParams: string[] }>()
for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const op = item[method] as SpecOperation | undefined
    if (!op?.operationId) continue
    const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref)
    contract.set(op.operationId, {
      method: method.toUpperCase(),
      path,
      pathParams: params
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort()
    })
  }
}

const placeholders = (template: string) => [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string).sort()
const entries = Object.entries(API_OPERATIONS) as [OperationId, (typeof API_OPERATIONS)[OperationId]][]

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) sources(full, out)
    else if (/\.(?:ts|tsx|mts|cts|js|mjs)$/.test(name)) out.push(full)
  }
  return out
}
const mainSources = sources(MAIN)

describe('the operations table against api/openapi.yaml', () => {
  it.each(entries)('%s: an operation of the document, with its method, path and path parameters', (id, entry) => {
    const documented = contract.get(id)
    expect(documented, `${id} is not an operationId in api/openapi.yaml`).toBeDefined()
    expect({ method: entry.method, path: entry.path }).toEqual({ method: documented?.method, path: documented?.path })
    expect(placeholders(entry.path)).toEqual(documented?.pathParams)
  })
})

describe('apiPath', () => {
  it('fills each placeholder with its value encoded as one path segment, as the app always did', () => {
    expect(apiPath('getUserData', { id: '42' })).toBe('/v1/user/data/42')
    expect(apiPath('getUserActivity', { id: 'a/b c?d#e' })).toBe('/v1/user/activity/a%2Fb%20c%3Fd%23e')
    expect(apiPath('getMaintenance', { id: 'ünï' })).toBe(`/v1/maintenance/${encodeURIComponent('ünï')}`)
    expect(apiPath('listUpdatesWithLimit', { limit: 25 })).toBe('/v1/other/updates/25')
  })

  it('gives a path without placeholders as the document writes it', () => {
    expect(apiPath('listMaintenance')).toBe('/v1/maintenance/')
    expect(apiPath('ping')).toBe('/v1/other/Ping')
    expect(apiPath('checkPwnedPassword')).toBe('/v1/account/PwnedAPI/')
  })

  // These are proved by `tsc -b` (which type-checks the tests): each line fails to compile if the types loosen.
  it('does not compile a misspelled id, a missing parameter, or a path sent with the other method', () => {
    expectTypeOf<Parameters<typeof apiPath>[0]>().toEqualTypeOf<OperationId>()
    // @ts-expect-error not an operation of the table
    expect(() => apiPath('getUserDatum')).toThrow(TypeError)
    expectTypeOf<Parameters<typeof apiPath<'getUserData'>>>().toEqualTypeOf<
      [id: 'getUserData', params: Record<'id', string | number>]
    >()
    expectTypeOf<Parameters<typeof apiPath<'getAccountInfo'>>>().toEqualTypeOf<[id: 'getAccountInfo']>()
    expectTypeOf(apiPath('ping')).toExtend<PathFor<'POST'>>()
    expectTypeOf(apiPath('ping')).not.toExtend<PathFor<'GET'>>()
    expectTypeOf(apiPath('getTokenInfo')).toExtend<PathFor<'GET'>>()
    expectTypeOf(apiPath('getTokenInfo')).not.toExtend<PathFor<'POST'>>()
  })
})

describe('main writes API paths only in the table', () => {
  it('has no /v1/ string outside src/main/core/api/operations.ts', () => {
    const literal = /['"`]\/v1\//
    const found = mainSources
      .filter((file) => file !== TABLE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
          .filter(({ line }) => literal.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`)
      )
    expect(found).toEqual([])
  })

  it('uses every operation of the table somewhere in main', () => {
    const code = mainSources
      .filter((file) => file !== TABLE)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    const unused = entries.map(([id]) => id).filter((id) => !new RegExp(`apiPath\\('${id}'`).test(code))
    expect(unused).toEqual([])
  })
})
