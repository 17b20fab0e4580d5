import formbody from '@fastify/formbody'
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from './context'
import { installFaultHooks } from './faults/fault-hooks'
import { frameworkErrorHandler, installErrorHandlers } from './http/error-handlers'
import { installRequestLog } from './http/request-log'
import { registerAccountRoutes } from './routes/account-routes'
import { registerAuthRoutes } from './routes/auth-routes'
import { registerPlatformRoutes } from './routes/platform-routes'
import { canonicalPingUrl, registerPingRoute } from './routes/ping-route'
import { registerUserRoutes } from './routes/user-routes'

/** Small on purpose: no operation takes more than a few fields. */
export const BODY_LIMIT_BYTES = 16 * 1024

export interface AppOptions {
  quiet: boolean
  /** Aborted when the server closes, to cut injected delays short. */
  shutdown: AbortSignal
}

export async function buildApp(context: ServerContext, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // close() must not wait for keep-alive sockets or delayed fault replies.
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: (request) => canonicalPingUrl(request.url ?? '/'),
    frameworkErrors: frameworkErrorHandler
  })
  // Bodies are JSON or forms only (api/openapi.yaml); without Fastify's
  // built-in text/plain parser any other type is answered 415.
  app.removeContentTypeParser('text/plain')
  await app.register(formbody)

  installErrorHandlers(app, options.quiet)
  installFaultHooks(app, context.faults, options.shutdown)
  if (!options.quiet) installRequestLog(app)

  registerAuthRoutes(app, context)
  registerPingRoute(app, context)
  registerPlatformRoutes(app, context)
  registerUserRoutes(app, context)
  registerAccountRoutes(app, context)
  return app
}
