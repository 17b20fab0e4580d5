import type { FastifyReply, FastifyRequest } from 'fastify'

import { UNAUTHORIZED_BODY } from '../http/error-body'
import type { Credential, TokenStore } from './token-store'

const attached = new WeakMap<FastifyRequest, Credential>()

/** The token from `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (typeof header !== 'string') return undefined
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
  return match?.[1]
}

/** The valid credential a request carries, if any. */
export function findCredential(request: FastifyRequest, tokens: TokenStore): Credential | undefined {
  const token = bearerToken(request)
  return token === undefined ? undefined : tokens.lookup(token)
}

/**
 * Route-level onRequest hook for operations that need a credential. It runs
 * before the body is parsed, so an anonymous caller cannot make the server
 * read a body at all.
 */
export function requireCredential(tokens: TokenStore) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const credential = findCredential(request, tokens)
    if (!credential) {
      return reply.code(401).type('application/json; charset=utf-8').send(UNAUTHORIZED_BODY)
    }
    tokens.markUsed(credential)
    attached.set(request, credential)
    return undefined
  }
}

/** The credential requireCredential attached to this request. */
export function credentialOf(request: FastifyRequest): Credential {
  const credential = attached.get(request)
  if (!credential) throw new Error('credentialOf() used on a route without requireCredential')
  return credential
}
