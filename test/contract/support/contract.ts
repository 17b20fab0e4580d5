import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { ErrorObject, Options as AjvOptions } from 'ajv'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Document } from 'openapi-backend'
import { OpenAPIBackend, SetMatchType } from 'openapi-backend'
import { parse } from 'yaml'

const SPEC_PATH = fileURLToPath(new URL('../../../api/openapi.yaml', import.meta.url))

/** A response that conformed to the contract, with its body already read. */
export interface CheckedResponse {
  status: number
  mediaType: string
  headers: Headers
  text: string
  /** Parsed JSON for JSON responses, the raw text otherwise. */
  body: unknown
}

interface MediaTypeObject {
  schema?: object
}

interface ResponseObject {
  content?: Record<string, MediaTypeObject>
  headers?: Record<string, unknown>
}

export interface Contract {
  readonly operationIds: readonly string[]
  /** Operations for which check() has verified at least one response. */
  readonly covered: ReadonlySet<string>
  /** Throws unless the response (status, content type, headers, body) matches the operation. */
  check(response: Response, operationId: string): Promise<CheckedResponse>
  /** Schema errors of a JSON body for operation + status; empty when it conforms. */
  validateJson(operationId: string, status: number, body: unknown): string[]
  /** The response keys the operation lists itself ('200', '404', 'default', ...). */
  documentedStatuses(operationId: string): string[]
  /** Where a request breaks the operation's documented parameters; empty when it conforms. */
  validateRequest(operationId: string, request: ContractRequest): string[]
}

export interface ContractRequest {
  method: string
  /** The path without a query string. */
  path: string
  query?: Record<string, string>
}

// OpenAPI 3.1 schemas are JSON Schema 2020-12. openapi-backend builds a
// draft-07 Ajv by default and validates definitions against the 3.0 meta
// schema only (openapistack/openapi-backend#532), so: `quick` skips that 3.0
// definition check (Redocly lints the definition as 3.1 instead) and
// customizeAjv swaps in Ajv's 2020-12 dialect with real format checks.
function ajv2020(options: AjvOptions): Ajv2020 {
  const ajv = new Ajv2020({ ...options, strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('password', true)
  return ajv
}

const describeErrors = (errors: readonly ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? error.keyword}`)

function responseFor(operation: { responses?: Record<string, unknown> }, status: number): ResponseObject | undefined {
  const responses = (operation.responses ?? {}) as Record<string, ResponseObject | undefined>
  return responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default
}

export async function loadContract(): Promise<Contract> {
  const definition = parse(readFileSync(SPEC_PATH, 'utf8')) as Document
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    strict: true,
    // Query and path values arrive as strings; an integer parameter must be
    // judged on the number the string spells.
    coerceTypes: true,
    customizeAjv: (_draft07, options) => ajv2020(options)
  })
  await api.init()
  const operationIds = api.getOperations().map((entry) => entry.operationId ?? '')
  const covered = new Set<string>()
  const textValidator = ajv2020({})

  const validateJson = (operationId: string, status: number, body: unknown): string[] =>
    describeErrors(api.validateResponse(body, operationId, status).errors)

  const validateRequest = (operationId: string, request: ContractRequest): string[] =>
    describeErrors(
      api.validateRequest(
        { method: request.method, path: request.path, query: request.query ?? {}, headers: {} },
        operationId
      ).errors
    )

  return {
    operationIds,
    covered,
    validateJson,
    validateRequest,
    documentedStatuses: (operationId) => Object.keys(api.getOperation(operationId)?.responses ?? {}),
    async check(response, operationId) {
      const operation = api.getOperation(operationId)
      if (!operation) throw new Error(`${operationId} is not an operation in api/openapi.yaml`)
      const status = response.status
      const text = await response.text()
      const documented = responseFor(operation, status)
      const where = `${operationId} ${status}`
      if (!documented) throw new Error(`${where}: status not in the contract. Body: ${text.slice(0, 200)}`)

      const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
      const content = documented.content ?? {}
      const media = content[mediaType]
      if (Object.keys(content).length === 0) {
        if (text !== '') throw new Error(`${where}: the contract documents no body, got ${text.slice(0, 200)}`)
      } else if (!media) {
        throw new Error(
          `${where}: content type "${mediaType}" not in the contract (${Object.keys(content).join(', ')})`
        )
      }

      let body: unknown = text
      if (mediaType === 'application/json') {
        try {
          body = JSON.parse(text)
        } catch {
          throw new Error(`${where}: body is not valid JSON: ${text.slice(0, 200)}`)
        }
        const errors = validateJson(operationId, status, body)
        if (errors.length > 0) throw new Error(`${where}: body breaks the contract: ${errors.join('; ')}`)
      } else if (media?.schema) {
        const validate = textValidator.compile(media.schema)
        if (!validate(text))
          throw new Error(
            `${where}: ${mediaType} body breaks the contract: ${describeErrors(validate.errors).join('; ')}`
          )
      }

      const headers = Object.fromEntries(response.headers.entries())
      const headerCheck = api.validateResponseHeaders(headers, operationId, {
        statusCode: status,
        setMatchType: SetMatchType.Superset
      })
      if (headerCheck.errors)
        throw new Error(`${where}: headers break the contract: ${describeErrors(headerCheck.errors).join('; ')}`)

      covered.add(operationId)
      return { status, mediaType, headers: response.headers, text, body }
    }
  }
}
