import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { sendError } from '../http/error-body'
import { queryValues } from '../http/query-values'
import type { FaultBook, FaultRule } from './fault-rules'
import { delayOf, serialisedJson } from './fault-rules'

const DEFAULT_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Service unavailable</title></head>' +
  '<body><h1>We will be right back</h1><p>The platform is temporarily unavailable.</p></body></html>'

/** A valid JSON document of exactly `bytes` bytes (ASCII only). */
export function oversizedJson(bytes: number): string {
  const prefix = '{"padding":"'
  const suffix = '"}'
  return prefix + 'x'.repeat(Math.max(0, bytes - prefix.length - suffix.length)) + suffix
}

/**
 * The last oversized body sent, kept: the fault matrix asks for the same 20 MB on every operation and retry, and
 * building and encoding it each time made a busy machine's server too slow to send its headers within the matrix's
 * short client timeout. A Buffer is sent as it is (read-only use: nothing writes into it).
 */
let lastOversized: { bytes: number; body: Buffer } | null = null
function oversizedBody(bytes: number): Buffer {
  if (lastOversized?.bytes !== bytes) lastOversized = { bytes, body: Buffer.from(oversizedJson(bytes), 'latin1') }
  return lastOversized.body
}

export interface FaultHookOptions {
  faults: FaultBook
  /** Aborted when the server closes, to cut injected delays short. */
  shutdown: AbortSignal
  /** Told of every connection a fault closes on purpose, so the request log does not blame the client. */
  onDrop: (request: IncomingMessage) => void
}

type WaitOutcome = 'elapsed' | 'shutdown' | 'client-gone'
type Wait = (ms: number, reply: FastifyReply) => Promise<WaitOutcome>

/**
 * Waits out injected delays, but not for a client that has gone away: a test
 * that aborts a delayed request (a superseded search) must see the server give
 * up at once, not run the route and answer into a closed socket later. Each
 * wait has its own controller, which the shutdown aborts through one listener:
 * a listener per wait on the shared shutdown signal would pile up (and warn)
 * under a benchmark's hundreds of concurrent delayed requests.
 */
function waiter(shutdown: AbortSignal): Wait {
  const waiting = new Set<AbortController>()
  const abortAll = (): void => {
    for (const controller of waiting) controller.abort()
  }
  shutdown.addEventListener('abort', abortAll, { once: true })

  return async (ms, reply) => {
    const response = reply.raw
    if (shutdown.aborted) return 'shutdown'
    // Node marks the response destroyed once its socket has closed.
    if (response.destroyed) return 'client-gone'
    const controller = new AbortController()
    const onClose = (): void => controller.abort()
    waiting.add(controller)
    response.once('close', onClose)
    try {
      await sleep(ms, undefined, { signal: controller.signal })
      return 'elapsed'
    } catch {
      return shutdown.aborted ? 'shutdown' : 'client-gone'
    } finally {
      waiting.delete(controller)
      response.off('close', onClose)
    }
  }
}

/**
 * Applies the FaultBook's rules. Registered before every route so it runs
 * ahead of authentication and body parsing: a fault answers the same way
 * whatever the request carries.
 */
export function installFaultHooks(app: FastifyInstance, options: FaultHookOptions): void {
  const { faults, shutdown, onDrop } = options
  const truncate = new WeakSet<FastifyRequest>()
  const drip = new WeakMap<FastifyRequest, number>()
  const wait = waiter(shutdown)

  const dropConnection = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    onDrop(request.raw)
    reply.hijack()
    request.raw.socket.destroy()
    return reply
  }

  app.addHook('onRequest', async (request, reply) => {
    const operationId = request.routeOptions.config.operationId
    if (operationId === undefined) return undefined
    const rule = faults.take(operationId)
    if (!rule) return undefined
    const delay = delayOf(rule, queryValues(request.url))
    if (delay > 0) {
      const outcome = await wait(delay, reply)
      // The server is closing: nobody should wait for this answer.
      if (outcome === 'shutdown') return dropConnection(request, reply)
      // Nobody to answer: hijacking stops Fastify from running the route.
      if (outcome === 'client-gone') return reply.hijack()
    }
    if (rule.dropConnection) return dropConnection(request, reply)
    if (rule.dripMs !== undefined) drip.set(request, rule.dripMs)
    const answered = respond(rule, reply)
    if (answered) return answered
    if (rule.truncatedJson) truncate.add(request)
    return undefined
  })

  app.addHook('onSend', async (request, reply, payload) => {
    let body = payload
    if (truncate.has(request) && typeof body === 'string') body = body.slice(0, Math.floor(body.length / 2))
    const everyMs = drip.get(request)
    if (everyMs === undefined || (typeof body !== 'string' && !Buffer.isBuffer(body))) return body
    reply.removeHeader('content-length')
    return dripping(Buffer.from(body), everyMs, shutdown)
  })
}

/**
 * `bytes`, the first at once (Node sends the headers with it) and then one
 * every `everyMs`; Fastify destroys the stream when the client goes away.
 */
function dripping(bytes: Buffer, everyMs: number, shutdown: AbortSignal): Readable {
  let sent = 0
  let timer: NodeJS.Timeout | null = null
  const stream = new Readable({
    read() {
      if (timer) return
      if (sent === 0) {
        stream.push(bytes.subarray(0, ++sent))
        return
      }
      timer = setTimeout(() => {
        timer = null
        if (shutdown.aborted) stream.destroy()
        else stream.push(sent < bytes.length ? bytes.subarray(sent, ++sent) : null)
      }, everyMs)
    },
    destroy(error, callback) {
      if (timer) clearTimeout(timer)
      callback(error)
    }
  })
  return stream
}

/** The answer for every kind of fault but dropConnection, or undefined for the normal one. */
function respond(rule: FaultRule, reply: FastifyReply): FastifyReply | undefined {
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
  if (rule.json !== undefined) {
    // Serialised here: Fastify would send a string value raw (unquoted) and null as an empty body.
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .send(serialisedJson(rule.json) ?? 'null')
  }
  if (rule.oversizedBytes !== undefined) {
    return reply.code(200).type('application/json; charset=utf-8').send(oversizedBody(rule.oversizedBytes))
  }
  return undefined
}
