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

export function registerPingRoute(app: FastifyInstance, context: ServerContext): void {
  app.post(PING_PATH, {
    ...operation('ping'),
    onRequest: requireCredential(context.tokens),
    handler: (request) => {
      context.lastSeen.set(credentialOf(request).userId, context.now())
      return { message: 'ok' }
    }
  })
}
