import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { METHODS } from 'node:http'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { credentialOf, findCredential, requireCredential } from '../auth/credentials'
import { MAX_LOGIN_NAME } from '../auth/login-limits'
import type { LoginRefusal } from '../auth/login-throttle'
import type { Credential } from '../auth/token-store'
import type { ServerContext } from '../context'
import type { NamedAccount } from '../data/accounts'
import { NAMED_ACCOUNTS } from '../data/accounts'
import { isoAt } from '../data/demo-epoch'
import { sendError } from '../http/error-body'
import { messageFor } from '../http/error-handlers'
import { singleValue } from '../http/parse-params'
import { operation } from '../http/route-config'
import { jsonAnswer, type RawAnswer } from '../http/socket-answers'

const LOGIN_PATH = '/v1/auth/login'
const FORM = 'application/x-www-form-urlencoded'
const INCORRECT = { code: '400', message: 'The username or email and password are incorrect.' } as const
const ALREADY_LOGGED_IN = { code: '400', message: 'You are already logged in.' } as const

const METHOD_NOT_ALLOWED_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>405 Method Not Allowed</title></head>' +
  '<body><h1>405 Method Not Allowed</h1><p>Use POST with a form to log in.</p></body></html>'

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest()

// Comparing fixed-length digests keeps the comparison time independent of
// the password guessed; an unknown username still pays for one comparison.
function passwordMatches(account: NamedAccount | undefined, password: string): boolean {
  const expected = account?.password
  const same = timingSafeEqual(digest(expected ?? ''), digest(password))
  return expected !== undefined && same
}

function findAccount(username: string, email: string | undefined, password: string): NamedAccount | undefined {
  const wanted = username.toLowerCase()
  const account = NAMED_ACCOUNTS.find((candidate) => candidate.user.username === wanted)
  if (!passwordMatches(account, password)) return undefined
  if (email !== undefined && email !== '' && email.toLowerCase() !== account?.email.toLowerCase()) return undefined
  return account
}

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && ['true', '1', 'on', 'yes'].includes(value.toLowerCase())
}

function authData(credential: Credential): Record<string, unknown> {
  return {
    userId: credential.userId,
    username: credential.username,
    type: credential.type,
    scopes: [...credential.scopes],
    issuedAt: isoAt(credential.issuedAtMs),
    expiresAt: credential.expiresAtMs === null ? null : isoAt(credential.expiresAtMs),
    rememberMe: credential.rememberMe
  }
}

const HTML = 'text/html; charset=utf-8'

const sendTooMany = (reply: FastifyReply, refused: LoginRefusal): FastifyReply =>
  sendError(reply.header('retry-after', String(refused.retryAfterSeconds)), 429, refused.message)

const sendMethodNotAllowed = (reply: FastifyReply): FastifyReply =>
  reply.code(405).header('allow', 'POST').type(HTML).send(METHOD_NOT_ALLOWED_HTML)

/**
 * Every method Node's parser accepts except POST, and except CONNECT: Node
 * hands a CONNECT to the server's 'connect' event instead of routing it, so
 * connectAnswer() below answers it the same way.
 */
export const NOT_ALLOWED_METHODS: readonly string[] = METHODS.filter(
  (method) => method !== 'POST' && method !== 'CONNECT'
)

/** The answer to CONNECT: the login 405 on the login path, else the common 404. */
export function connectAnswer(request: IncomingMessage): RawAnswer {
  const path = (request.url ?? '').split('?')[0]
  if (path === LOGIN_PATH || path === `${LOGIN_PATH}/`) {
    return { status: 405, contentType: HTML, body: METHOD_NOT_ALLOWED_HTML, headers: { Allow: 'POST' } }
  }
  return jsonAnswer(404, messageFor(404))
}

export function registerAuthRoutes(app: FastifyInstance, context: ServerContext): void {
  // Fastify routes only the methods it knows (GET, HEAD, TRACE, DELETE,
  // OPTIONS, PATCH, PUT, POST, QUERY); PROPFIND, SEARCH and the rest would
  // fall through to the 404 handler. Added without a body because the 405
  // is sent before any body would be read.
  for (const method of NOT_ALLOWED_METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method)
  }
  // Answered in onRequest so that no body is parsed first: whatever a wrong
  // method sends, the answer is the documented text/html 405.
  app.route({
    method: [...NOT_ALLOWED_METHODS],
    url: LOGIN_PATH,
    ...operation('login'),
    onRequest: async (_request, reply) => sendMethodNotAllowed(reply),
    handler: async (_request, reply) => sendMethodNotAllowed(reply)
  })

  app.post(LOGIN_PATH, {
    ...operation('login'),
    onRequest: async (request, reply) => {
      if (mediaType(request) !== FORM) {
        return sendError(reply, 415, 'Send the login as application/x-www-form-urlencoded with username and password.')
      }
      // Before the body is parsed, so a client over its limit cannot make the server read one.
      const refused = context.loginThrottle.admitClient(request.ip)
      return refused ? sendTooMany(reply, refused) : undefined
    },
    handler: async (request, reply) => {
      if (findCredential(request, context.tokens)) return reply.code(400).send(ALREADY_LOGGED_IN)
      const form = (request.body ?? {}) as Record<string, unknown>
      const username = singleValue(form.username)
      const password = singleValue(form.password)
      const email = singleValue(form.email)
      // A name longer than any account's is wrong whatever the password, and never becomes a key (the failure counts).
      if (
        !username ||
        !password ||
        (form.email !== undefined && email === undefined) ||
        username.length > MAX_LOGIN_NAME
      ) {
        return reply.code(400).send(INCORRECT)
      }
      // Before the password is compared: an account at its limit answers 429
      // even to the right password, or guessing would simply go on.
      const refused = context.loginThrottle.admitAccount(username)
      if (refused) return sendTooMany(reply, refused)
      const account = findAccount(username, email, password)
      if (!account) {
        context.loginThrottle.recordFailure(username)
        return reply.code(400).send(INCORRECT)
      }
      context.loginThrottle.recordSuccess(username)
      const rememberMe = isTruthy(singleValue(form.rememberMe))
      const ttl = rememberMe ? context.rememberMeTtlMs : context.sessionTtlMs
      const { token, credential } = context.tokens.issueSession(account.user, rememberMe, ttl)
      return reply.code(200).send({
        code: '200',
        message: 'Login successful.',
        token,
        expiresAt: isoAt(credential.expiresAtMs ?? 0)
      })
    }
  })

  app.get('/v1/auth/token', {
    ...operation('getTokenInfo'),
    onRequest: requireCredential(context.tokens),
    handler: (request) => ({ message: 'Success', authData: authData(credentialOf(request)) })
  })
}
