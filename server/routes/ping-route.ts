import type { FastifyInstance } from 'fastify'

import { credentialOf, requireCredential } from '../auth/credentials'
import type { ServerContext } from '../context'
import { operation } from '../http/route-config'

export const PING_PATH = '/v1/other/Ping'
const ANY_CASE_PING = /^\/v1\/other\/ping(\/?)(\?.*)?$/i

/**
 * For Fastify's `rewriteUrl`: the seed documents `/v1/other/Ping` but its
 * example calls `/v1/other/ping`, so every spelling reaches the one route.
 */
export function canonicalPingUrl(url: string): string {
  const match = ANY_CASE_PING.exec(url)
  return match ? `${PING_PATH}${match[1] ?? ''}${match[2] ?? ''}` : url
}

/**
 * Ping takes no input, and clients send it every way: no body, an empty JSON
 * body, text/plain, chunked. So this route reads any body of any content type
 * and ignores it, in its own encapsulated scope: every other route keeps its
 * JSON and form parsers and still answers 415 to anything else. Reading
 * (rather than skipping) the body keeps the server's 16 KiB limit (413).
 */
export async function registerPingRoute(app: FastifyInstance, context: ServerContext): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, parsed) => parsed(null, undefined))
    scope.post(PING_PATH, {
      ...operation('ping'),
      onRequest: requireCredential(context.tokens),
      handler: (request) => {
        context.lastSeen.set(credentialOf(request).userId, context.now())
        return { message: 'ok' }
      }
    })
    done()
  })
}
