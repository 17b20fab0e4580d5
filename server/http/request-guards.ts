import type { FastifyInstance, FastifyRequest } from 'fastify'

import { sendError } from './error-body'

const NO_HOST = 'Add a Host header: every HTTP/1.1 request must name the host it is for.'
const BAD_QUERY =
  'The query string is not valid. Encode it as UTF-8 and write each escaped byte as % and two hex digits.'

/**
 * Whether the query string decodes. Fastify's parser keeps a malformed escape
 * such as `%E0%A4%A` or `%FF` as literal text, so `?input=%FF` would search
 * for "%FF"; a client that sent broken bytes should hear so instead.
 */
export function isWellFormedQuery(url: string): boolean {
  const start = url.indexOf('?')
  if (start === -1) return true
  try {
    decodeURIComponent(url.slice(start + 1))
    return true
  } catch {
    return false
  }
}

function lacksHost(request: FastifyRequest): boolean {
  const { httpVersionMajor, httpVersionMinor } = request.raw
  return httpVersionMajor === 1 && httpVersionMinor >= 1 && request.headers.host === undefined
}

/**
 * Rejects requests that Node's parser lets through but that are still
 * malformed, with the common JSON error body. Registered first, so nothing
 * (faults, authentication, body parsing) runs for them.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // RFC 9112 §3.2: a server must answer 400 to an HTTP/1.1 request without Host.
    // Node would do that with an empty body (requireHostHeader); see limits.ts.
    if (lacksHost(request)) return sendError(reply.header('connection', 'close'), 400, NO_HOST)
    if (!isWellFormedQuery(request.url)) return sendError(reply, 400, BAD_QUERY)
    return undefined
  })
}
