// Search across people and repositories (GET /v1/search).
import type { FastifyInstance } from 'fastify'

import type { ServerContext } from '../context'
import { sendError } from '../http/error-body'
import { singleValue } from '../http/parse-params'
import { operation } from '../http/route-config'

const MAX_SEARCH_INPUT = 200

export function registerSearchRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: Record<string, unknown> }>('/v1/search', {
    ...operation('search'),
    handler: async (request, reply) => {
      const raw = request.query.input
      if (Array.isArray(raw)) return sendError(reply, 400, 'Send one input parameter, not several.')
      const input = singleValue(raw)
      if (input === undefined || input.trim() === '') {
        return sendError(reply, 400, 'Enter a search query in the input parameter.')
      }
      if (input.length > MAX_SEARCH_INPUT) {
        return sendError(reply, 400, `Shorten the search query to at most ${MAX_SEARCH_INPUT} characters.`)
      }
      return { input, ...context.data.searchIndex.search(input) }
    }
  })
}
