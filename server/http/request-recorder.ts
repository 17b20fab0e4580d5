import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

import type { FastifyInstance } from 'fastify'

import { isoAt } from '../data/demo-epoch'
import { pathOf, queryValues } from './query-values'

/** One request as controls.requests() reports it. Never headers or bodies. */
export interface RecordedRequest {
  /** The api/openapi.yaml operation it was routed to; null for unknown paths. */
  readonly operationId: string | null
  readonly method: string
  /** As the client sent it (before the ping spelling is normalised), without the query. */
  readonly path: string
  /** First value of each parameter, decoded; always empty for login. */
  readonly query: Readonly<Record<string, string>>
  /** The status sent, or null while in flight or when none was sent. */
  readonly status: number | null
  /** True when the client closed the connection before the response was fully sent. */
  readonly aborted: boolean
  /** When the request arrived, by the server's clock. */
  readonly at: string
}

/** Older entries are dropped beyond this, so a long benchmark cannot exhaust memory. */
export const MAX_RECORDED_REQUESTS = 10_000

type Entry = { -readonly [K in keyof RecordedRequest]: RecordedRequest[K] }

// Login takes credentials; a client may wrongly put them in the query, and the
// log must not keep them. Matched loosely (any case, trailing slash) before
// routing, and by operationId after.
const LOGIN_PATH = /^\/v1\/auth\/login\/?$/i
const LOGIN = 'login'

/** Per-server log of the requests Node parsed, in arrival order. */
export class RequestRecorder {
  readonly #now: () => number
  #entries: Entry[] = []
  readonly #byRequest = new WeakMap<IncomingMessage, Entry>()
  readonly #droppedByServer = new WeakSet<IncomingMessage>()
  #closing = false

  constructor(now: () => number) {
    this.#now = now
  }

  /** The entry for a request, created on first sight. */
  begin(request: IncomingMessage): Entry {
    const known = this.#byRequest.get(request)
    if (known) return known
    // Fastify's rewriteUrl (the ping spelling) keeps the original here.
    const url = (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url ?? ''
    const path = pathOf(url)
    const entry: Entry = {
      operationId: null,
      method: request.method ?? '',
      path,
      query: LOGIN_PATH.test(path) ? {} : queryValues(url),
      status: null,
      aborted: false,
      at: isoAt(this.#now())
    }
    this.#byRequest.set(request, entry)
    this.#entries.push(entry)
    if (this.#entries.length > MAX_RECORDED_REQUESTS) this.#entries.shift()
    return entry
  }

  /** Names the operation once Fastify has routed the request. */
  identify(request: IncomingMessage, operationId: string | null): void {
    const entry = this.begin(request)
    entry.operationId = operationId
    if (operationId === LOGIN) entry.query = {}
  }

  /** The server closed this connection on purpose (a fault), so the client did not abort. */
  markDroppedByServer(request: IncomingMessage): void {
    this.#droppedByServer.add(request)
  }

  /** From now on, connections the shutdown cuts are not blamed on clients. */
  markClosing(): void {
    this.#closing = true
  }

  /** Fills in how the exchange ended. */
  finish(request: IncomingMessage, status: number | null, unfinished: boolean): void {
    const entry = this.begin(request)
    entry.status = status
    entry.aborted = unfinished && !this.#closing && !this.#droppedByServer.has(request)
  }

  /** A snapshot: later requests and updates do not change it. */
  list(): readonly RecordedRequest[] {
    return this.#entries.map((entry) => Object.freeze({ ...entry, query: Object.freeze({ ...entry.query }) }))
  }

  /** Empties the log; requests still in flight are not added back. */
  clear(): void {
    this.#entries = []
  }
}

/**
 * Feeds the recorder. The entry starts on Node's 'request' event, so even a
 * request Fastify rejects before any hook (a path that does not decode) is
 * logged, and ends on the response's 'close', which Node emits both after a
 * complete response and when the socket closes first: the only way to see a
 * client that went away while a hijacked or delayed request had nothing sent.
 * Call before the other onRequest hooks, so requests they answer are named too.
 */
export function installRequestRecorder(
  app: FastifyInstance,
  recorder: RequestRecorder,
  statusSentByHand: (socket: Duplex) => number | undefined
): void {
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    recorder.begin(request)
    // Kept now: Node detaches the socket from the response when it closes.
    const socket = request.socket
    // Node emits 'finish' (and reports writableFinished) even when the last
    // write failed because the client reset the connection; only a socket
    // still open at 'finish' shows that the whole response reached the kernel.
    let sentInFull = false
    response.once('finish', () => {
      sentInFull = !socket.destroyed
    })
    response.once('close', () => {
      // A 408 or 400 written onto the socket by the client error handler.
      const byHand = statusSentByHand(socket)
      const status = response.headersSent ? response.statusCode : (byHand ?? null)
      recorder.finish(request, status, !sentInFull && byHand === undefined)
    })
  })
  app.addHook('onRequest', (request, _reply, done) => {
    recorder.identify(request.raw, request.routeOptions.config.operationId ?? null)
    done()
  })
}
