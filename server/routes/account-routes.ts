import type { FastifyInstance } from 'fastify'

import { credentialOf, requireCredential } from '../auth/credentials'
import type { ServerContext } from '../context'
import { DEMO_API_KEYS, NAMED_ACCOUNTS } from '../data/accounts'
import { isoAt } from '../data/demo-epoch'
import { leakCount } from '../data/pwned-passwords'
import { sendError } from '../http/error-body'
import { operation } from '../http/route-config'

export function registerAccountRoutes(app: FastifyInstance, context: ServerContext): void {
  const authenticated = requireCredential(context.tokens)

  app.get('/v1/account/info', {
    ...operation('getAccountInfo'),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const { userId } = credentialOf(request)
      const account = NAMED_ACCOUNTS.find((candidate) => candidate.user.id === userId)
      if (!account) return sendError(reply, 404, 'The account behind this credential no longer exists.')
      const apiKeys = DEMO_API_KEYS.filter((key) => key.userId === userId).map((key) => {
        const lastUsed = context.tokens.apiKeyLastUsed(key.id)
        return {
          id: key.id,
          label: key.label,
          createdAt: key.createdAt,
          lastUsedAt: lastUsed === null ? null : isoAt(lastUsed)
        }
      })
      return {
        id: account.user.id,
        username: account.user.username,
        email: account.email,
        name: account.user.name,
        plan: account.plan,
        createdAt: account.user.createdAt,
        apiKeys
      }
    }
  })

  app.get('/v1/account/notifications/', {
    ...operation('listNotifications'),
    onRequest: authenticated,
    handler: (request) => {
      const notifications = context.notifications.list(credentialOf(request).userId)
      return { notifications, unread: notifications.filter((entry) => !entry.read).length }
    }
  })

  app.post('/v1/account/PwnedAPI/', {
    ...operation('checkPwnedPassword'),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const body: unknown = request.body
      const password =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>).password : undefined
      if (typeof password !== 'string' || password === '') {
        return sendError(reply, 400, 'Send the password to check in the password field, as JSON or a form.')
      }
      const count = leakCount(password)
      return { pwned: count > 0, count }
    }
  })
}
