import type { IncomingMessage, ServerResponse } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

import type { ConnectionError, FastifyInstance } from 'fastify'

import { errorBody } from './error-body'
import { messageFor } from './error-handlers'

// Some requests never reach Fastify's routing: Node's parser rejects them, a
// timeout cuts them off, or (CONNECT) Node hands the socket over instead of
// a request. Node and Fastify would answer those with their own bodies (or
// none); here they get the same JSON error body as every other error, written
// by hand because no ServerResponse exists for them.

/** How long an answered socket may stay open for the client to read the answer. */
const LINGER_MS = 1_000

const NOT_HTTP = 'The request is not valid HTTP. Check the request line, the headers and the body framing.'

// Node's own mapping of parser and timeout errors to statuses (_http_server.js).
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408
}

export interface RawAnswer {
  status: number
  contentType: string
  body: string
  headers?: Readonly<Record<string, string>>
}

export function jsonAnswer(status: number, message: string): RawAnswer {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(errorBody(status, message)) }
}

/** The bytes of a complete HTTP/1.1 response that closes the connection. */
export function rawResponse(answer: RawAnswer): string {
  const lines = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
    `Content-Type: ${answer.contentType}`,
    `Content-Length: ${Buffer.byteLength(answer.body)}`,
    ...Object.entries(answer.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    `Date: ${new Date().toUTCString()}`,
    'Connection: close'
  ]
  return `${lines.join('\r\n')}\r\n\r\n${answer.body}`
}

/** What the server answers on a socket whose request Fastify never sees. */
export interface SocketAnswers {
  /** For Fastify's `clientErrorHandler` option. */
  readonly clientErrorHandler: (error: ConnectionError, socket: Duplex) => void
  /** Wires the answers to the app's server; call once, before listen(). */
  attach(app: FastifyInstance, connectAnswer: (request: IncomingMessage) => RawAnswer): void
  /** The status written onto this socket by hand, if any (for the request log). */
  readonly statusSentOn: (socket: Duplex) => number | undefined
}

export function socketAnswers(): SocketAnswers {
  // The response in flight on each socket: once its headers are out, a
  // second status line would corrupt the stream, so the socket is only closed.
  const responses = new WeakMap<Duplex, ServerResponse>()
  const answered = new WeakSet<Duplex>()
  const statuses = new WeakMap<Duplex, number>()
  const lingering = new Set<Duplex>()

  // end() rather than destroy(): destroying a socket with unread request
  // bytes makes the kernel send a reset, and the client may lose the answer.
  // A client that keeps its end open is cut off after LINGER_MS.
  const answerAndClose = (socket: Duplex, answer: RawAnswer | undefined): void => {
    answered.add(socket)
    if (answer === undefined || !socket.writable) {
      socket.destroy()
      return
    }
    lingering.add(socket)
    socket.once('close', () => lingering.delete(socket))
    statuses.set(socket, answer.status)
    socket.end(rawResponse(answer))
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }

  const clientErrorHandler = (error: ConnectionError, socket: Duplex): void => {
    // Node reports every later parse error on the same socket again.
    if (answered.has(socket) || socket.destroyed) return
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
      answerAndClose(socket, undefined)
      return
    }
    const response = responses.get(socket)
    if (response !== undefined && response.headersSent && !response.writableFinished) {
      answerAndClose(socket, undefined)
      return
    }
    const status = STATUS_BY_CODE[error.code] ?? 400
    answerAndClose(socket, jsonAnswer(status, status === 400 ? NOT_HTTP : messageFor(status)))
  }

  return {
    clientErrorHandler,
    statusSentOn: (socket) => statuses.get(socket),
    attach(app, connectAnswer) {
      app.server.on('request', (request: IncomingMessage, response: ServerResponse) =>
        responses.set(request.socket, response)
      )
      // Without a listener Node drops a CONNECT without a word; this server
      // is no proxy, so it answers like any other method it does not serve.
      app.server.on('connect', (request: IncomingMessage, socket: Duplex) => {
        // Read and discard whatever follows, so closing never resets the peer.
        socket.on('data', () => undefined)
        socket.on('error', () => socket.destroy())
        answerAndClose(socket, connectAnswer(request))
      })
      // close() must not wait out the linger of sockets answered here.
      app.addHook('preClose', (done) => {
        for (const socket of lingering) socket.destroy()
        done()
      })
    }
  }
}
