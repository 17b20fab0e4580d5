import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from '../http/error-body'
import type { FaultBook, FaultRule } from './fault-rules'

const DEFAULT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Service unavailable</title></head>' +
  '<body><h1>We will be right back</h1><p>The platform is temporarily unavailable.</p></body></html>'

/** A valid JSON document of exactly `bytes` bytes (ASCII only). */
export function oversizedJson(bytes: number): string {
  const prefix = '{"padding":"'
  const suffix = '"}'
  return prefix + 'x'.repeat(Math.max(0, bytes - prefix.length - suffix.length)) + suffix
}

function dropConnection(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack()
  request.raw.socket.destroy()
  return reply
}

function respond(rule: FaultRule, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (rule.dropConnection) return dropConnection(request, reply)
  if (rule.rateLimit) {
    const seconds = rule.rateLimit.retryAfterSeconds
    reply.header('retry-after', String(seconds))
    return sendError(reply, 429, `Too many requests. Try again in ${seconds} seconds.`)
  }
  if (rule.status !== undefined) {
    return sendError(reply, rule.status, rule.message ?? `The platform answered ${rule.status}. Try again later.`)
  }
  if (rule.html) {
    const page = typeof rule.html === 'string' ? rule.html : DEFAULT_HTML
    return reply.code(200).type('text/html; charset=utf-8').send(page)
  }
  if (rule.oversizedBytes !== undefined) {
    return reply.code(200).type('application/json; charset=utf-8').send(oversizedJson(rule.oversizedBytes))
  }
  return undefined
}

/**
 * Applies the FaultBook's rules. Registered before every route so it runs
 * ahead of authentication and body parsing: a fault answers the same way
 * whatever the request carries.
 */
export function installFaultHooks(app: FastifyInstance, faults: FaultBook, shutdown: AbortSignal): void {
  const truncate = new WeakSet<FastifyRequest>()

  app.addHook('onRequest', async (request, reply) => {
    const operationId = request.routeOptions.config.operationId
    if (operationId === undefined) return undefined
    const rule = faults.take(operationId)
    if (!rule) return undefined
    if (rule.delayMs) {
      try {
        await sleep(rule.delayMs, undefined, { signal: shutdown })
      } catch {
        // The server is closing: nobody should wait for this answer.
        return dropConnection(request, reply)
      }
    }
    const answered = respond(rule, request, reply)
    if (answered) return answered
    if (rule.truncatedJson) truncate.add(request)
    return undefined
  })

  app.addHook('onSend', async (request, _reply, payload) => {
    if (!truncate.has(request) || typeof payload !== 'string') return payload
    return payload.slice(0, Math.floor(payload.length / 2))
  })
}
