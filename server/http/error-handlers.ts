import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { sendError } from './error-body'

// Sentences for the errors Fastify itself raises, keyed by status. The
// default texts name internals; people and clients get what to do instead.
const MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request could not be read. Check its parameters and body.',
  404: 'There is no endpoint at this path. Check the method and the path.',
  406: 'The server cannot produce the requested content type.',
  408: 'The request took too long to arrive. Try again.',
  413: 'The request body is too large. Send at most 16 KiB.',
  414: 'The request path is too long.',
  415: 'This endpoint does not accept that content type. Send JSON or a form.',
  431: 'The request line and headers are too large. Send at most 16 KiB.'
}

const UNEXPECTED = 'The server had an unexpected problem. Try again later.'
const OTHER_CLIENT_ERROR = 'The request could not be handled. Check it and try again.'

export function messageFor(status: number): string {
  return MESSAGES[status] ?? (status >= 500 ? UNEXPECTED : OTHER_CLIENT_ERROR)
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500
}

/** JSON `{ code, message }` for every error and unknown path; never a stack trace. */
export function installErrorHandlers(app: FastifyInstance, quiet: boolean): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error)
    // The stack goes to the server's own console only, never into a response.
    if (status === 500 && !quiet) console.error(`${request.method} ${request.url.split('?')[0] ?? ''}:`, error)
    return sendError(reply, status, messageFor(status))
  })
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, messageFor(404)))
}

/** For Fastify's `frameworkErrors` option: malformed URLs get the same JSON body. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // Framework errors are about the request itself, so never a 5xx.
  const status = statusOf(error) === 500 ? 400 : statusOf(error)
  void sendError(reply, status, messageFor(status))
}
