// The platform's status as the Status view reads it: the maintenance
// board and the platform updates (the API's news).
import type { FastifyInstance } from 'fastify'

import type { ServerContext } from '../context'
import { sendError } from '../http/error-body'
import { parseWholeNumber } from '../http/parse-params'
import { operation } from '../http/route-config'

export const DEFAULT_PLATFORM_UPDATES_LIMIT = 10
export const MAX_PLATFORM_UPDATES_LIMIT = 100
/** The contract's maxLength for a service id (api/openapi.yaml, getMaintenance). */
const MAX_SERVICE_ID_LENGTH = 64

export function registerStatusRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/v1/maintenance/', {
    ...operation('listMaintenance'),
    handler: () => ({ services: context.services.list() })
  })

  app.get<{ Params: { id: string } }>('/v1/maintenance/:id', {
    ...operation('getMaintenance'),
    handler: async (request, reply) => {
      const { id } = request.params
      // Longer than the contract allows is a malformed id (400), not an
      // unknown one (404); app.ts lets ids of any length reach this route.
      if (id.length > MAX_SERVICE_ID_LENGTH) {
        return sendError(
          reply,
          400,
          `A service id has at most ${MAX_SERVICE_ID_LENGTH} characters. Use a name such as api or a number such as 1.`
        )
      }
      const service = context.services.find(id)
      if (!service) {
        const services = context.services.list()
        const known = services.map((entry) => entry.id).join(', ')
        return sendError(reply, 404, `No service has the id "${id}". Known ids: ${known}, or 1 to ${services.length}.`)
      }
      return service
    }
  })

  const updates = (limit: number): Record<string, unknown> => {
    const all = context.platformUpdates.list()
    return { updates: all.slice(0, limit), limit, total: all.length }
  }

  app.get('/v1/other/updates/', {
    ...operation('listUpdates'),
    handler: () => updates(DEFAULT_PLATFORM_UPDATES_LIMIT)
  })

  app.get<{ Params: { limit: string } }>('/v1/other/updates/:limit', {
    ...operation('listUpdatesWithLimit'),
    handler: async (request, reply) => {
      const limit = parseWholeNumber(request.params.limit)
      if (limit === undefined || limit < 1 || limit > MAX_PLATFORM_UPDATES_LIMIT) {
        return sendError(reply, 400, `The limit must be a whole number from 1 to ${MAX_PLATFORM_UPDATES_LIMIT}.`)
      }
      return updates(limit)
    }
  })
}
