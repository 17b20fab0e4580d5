import type { FastifyInstance, FastifyReply } from 'fastify'

import type { ServerContext } from '../context'
import { isoAt } from '../data/demo-epoch'
import type { UserRecord } from '../data/types'
import { sendError } from '../http/error-body'
import { parseWholeNumber } from '../http/parse-params'
import { operation } from '../http/route-config'

const MAX_PAGE = 1000

type Lookup = { user: UserRecord } | { reply: FastifyReply }

export function registerUserRoutes(app: FastifyInstance, context: ServerContext): void {
  const { directory } = context.data
  const { follows } = context

  const lookUp = (raw: unknown, reply: FastifyReply, name: string): Lookup => {
    const id = parseWholeNumber(raw)
    if (id === undefined) {
      return { reply: sendError(reply, 400, `The ${name} must be a user id written as a whole number, such as 1.`) }
    }
    const user = directory.user(id)
    if (!user) return { reply: sendError(reply, 404, `No user has the id ${id}.`) }
    return { user }
  }

  app.get<{ Params: { id: string } }>('/v1/user/data/:id', {
    ...operation('getUserData'),
    handler: async (request, reply) => {
      const found = lookUp(request.params.id, reply, 'id')
      if ('reply' in found) return found.reply
      const { user } = found
      const pinged = context.lastSeen.get(user.id)
      return {
        ...user,
        lastSeen: pinged === undefined ? user.lastSeen : isoAt(pinged),
        followersCount: follows.followersCount(user.id),
        followingCount: follows.followingCount(user.id)
      }
    }
  })

  app.get<{ Params: { id: string } }>('/v1/user/activity/:id', {
    ...operation('getUserActivity'),
    handler: async (request, reply) => {
      const found = lookUp(request.params.id, reply, 'id')
      if ('reply' in found) return found.reply
      return { status: '200', result: context.data.activity.activityOf(found.user.id) }
    }
  })

  app.get<{ Querystring: Record<string, unknown> }>('/v1/user/followers', {
    ...operation('getUserFollowers'),
    handler: async (request, reply) => {
      const query = request.query
      if (query.userid === undefined) return sendError(reply, 400, 'Add the userid query parameter, such as ?userid=1.')
      const offset = query.offset === undefined ? 0 : parseWholeNumber(query.offset)
      if (offset === undefined) return sendError(reply, 400, 'The offset must be a whole number of 0 or more.')
      const limit = query.limit === undefined ? Number.POSITIVE_INFINITY : parseWholeNumber(query.limit)
      if (limit === undefined || limit < 1 || (Number.isFinite(limit) && limit > MAX_PAGE)) {
        return sendError(reply, 400, `The limit must be a whole number from 1 to ${MAX_PAGE}.`)
      }
      const found = lookUp(query.userid, reply, 'userid')
      if ('reply' in found) return found.reply
      const page = <T>(list: readonly T[]): readonly T[] =>
        offset === 0 && !Number.isFinite(limit) ? list : list.slice(offset, offset + limit)
      const id = found.user.id
      const followers = follows.followers(id)
      const following = follows.following(id)
      return {
        status: '200',
        followers: page(followers),
        following: page(following),
        followersCount: followers.length,
        followingCount: following.length
      }
    }
  })
}
