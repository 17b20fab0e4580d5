// Reads electron-builder.yml and checks it against the JSON schema that
// electron-builder itself validates its configuration with
// (node_modules/app-builder-lib/scheme.json). Shared by the release tests.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

import { Ajv, type ErrorObject } from 'ajv'
import type { Configuration, TargetConfigType, TargetConfiguration } from 'electron-builder'
import { parse } from 'yaml'

export const root = resolve(import.meta.dirname, '../../..')
export const configPath = join(root, 'electron-builder.yml')

export function readConfigText(): string {
  return readFileSync(configPath, 'utf8')
}

/** The parsed YAML, untyped: only what the schema accepts may be treated as a Configuration. */
export function parseConfig(text = readConfigText()): unknown {
  return parse(text) as unknown
}

const require = createRequire(import.meta.url)
/** The schema shipped with the installed electron-builder, so an upgrade re-checks this config against its own rules. */
export const schemaPath = require.resolve('app-builder-lib/scheme.json')
const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { $schema?: string }

// The options electron-builder's own validator uses
// (app-builder-lib/out/util/config/schemaValidator.js), except coerceTypes:
// electron-builder would quietly turn "true" into true; here a wrongly typed
// value is an error. strict is off for the same reason electron-builder turns
// it off: the generated schema uses a non-standard `typeof` keyword and
// union types that ajv's strict mode refuses to compile.
const ajv = new Ajv({ allErrors: true, strict: false })
const validate = ajv.compile(schema)

export const schemaDraft = schema.$schema

/** Every schema violation in `config`, one line each ("/path: message"); empty when electron-builder would accept it. */
export function schemaErrors(config: unknown): string[] {
  if (validate(config)) return []
  return (validate.errors ?? []).map((error: ErrorObject) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
        : ''
    return `${error.instancePath || '/'}: ${error.message ?? error.keyword}${extra}`
  })
}

/** The configuration, after checking that the schema accepts it. */
export function loadConfig(): Configuration {
  const config = parseConfig()
  const errors = schemaErrors(config)
  if (errors.length > 0)
    throw new Error(`electron-builder.yml does not match electron-builder's schema:\n${errors.join('\n')}`)
  return config as Configuration
}

/** A platform's targets as target name → architectures (a target given without architectures maps to []). */
export function targetArches(target: TargetConfigType | undefined): Map<string, string[]> {
  const result = new Map<string, string[]>()
  for (const entry of asArray<string | TargetConfiguration>(target)) {
    if (typeof entry === 'string') result.set(entry, [])
    else result.set(entry.target, asArray<string>(entry.arch))
  }
  return result
}

export function asArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value == null) return []
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T]
}

/** What electron-builder copies from node_modules (scripts/app-contents.mjs). */
export { type LockedPackage, productionPackages } from '../../../scripts/app-contents.mjs'
