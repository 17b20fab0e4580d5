import type { FastifyReply } from 'fastify'

/** The exact documented 401 body (the 401 response in api/openapi.yaml). */
export const UNAUTHORIZED_BODY = Object.freeze({ message: 'Unauthorized & No token provided' })

export interface ErrorBody {
  code: string
  message: string
}

/** The assumed body for every error the seed does not document otherwise. */
export function errorBody(status: number, message: string): ErrorBody {
  return { code: String(status), message }
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message))
}
