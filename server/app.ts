import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'
import Fastify from 'fastify'

import type { ServerContext } from './context'
import { installFaultHooks } from './faults/fault-hooks'
import { frameworkErrorHandler, installErrorHandlers } from './http/error-handlers'
import type { ConnectionLimits } from './http/limits'
import { httpServerOptions, MAX_HEADER_BYTES } from './http/limits'
import { installRequestGuards } from './http/request-guards'
import { installRequestLog } from './http/request-log'
import { installRequestRecorder } from './http/request-recorder'
import { socketAnswers } from './http/socket-answers'
import { registerAccountRoutes } from './routes/account-routes'
import { registerAppUpdateFeedRoutes } from './routes/app-update-feed-routes'
import { connectAnswer, registerAuthRoutes } from './routes/auth-routes'
import { canonicalPingUrl, registerPingRoute } from './routes/ping-route'
import { registerSearchRoutes } from './routes/search-routes'
import { registerStatusRoutes } from './routes/status-routes'
import { registerUserRoutes } from './routes/user-routes'

/** Small on purpose: no operation takes more than a few fields. */
export const BODY_LIMIT_BYTES = 16 * 1024

export interface AppOptions {
  quiet: boolean
  /** Aborted when the server closes, to cut injected delays short. */
  shutdown: AbortSignal
  limits: ConnectionLimits
  /** Real path of the folder served under /updates/; no such routes when undefined. */
  appUpdateFeedRoot?: string | undefined
}

export async function buildApp(context: ServerContext, options: AppOptions): Promise<FastifyInstance> {
  const answers = socketAnswers()
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // close() must not wait for keep-alive sockets or delayed fault replies.
    forceCloseConnections: true,
    // Fastify copies this onto the Node server after creating it, so it must
    // match the `http` options or it would switch the request timeout off.
    requestTimeout: options.limits.requestTimeoutMs,
    http: httpServerOptions(options.limits),
    clientErrorHandler: answers.clientErrorHandler,
    // maxParamLength only guards regex parameters, which no route has. At the
    // size of the whole request head, every parameter that can arrive reaches
    // its route, which answers its own 400 (e.g. a service id over 64 characters).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_HEADER_BYTES },
    rewriteUrl: (request) => canonicalPingUrl(request.url ?? '/'),
    frameworkErrors: frameworkErrorHandler
  })
  answers.attach(app, connectAnswer)
  // Bodies are JSON or forms only (api/openapi.yaml); without Fastify's
  // built-in text/plain parser any other type is answered 415.
  app.removeContentTypeParser('text/plain')
  await app.register(formbody)

  installErrorHandlers(app, options.quiet)
  // First of the onRequest hooks, so requests the guards or faults answer are logged with their operation.
  installRequestRecorder(app, context.requests, answers.statusSentOn)
  installRequestGuards(app)
  installFaultHooks(app, {
    faults: context.faults,
    shutdown: options.shutdown,
    onDrop: (request) => context.requests.markDroppedByServer(request)
  })
  if (!options.quiet) installRequestLog(app)

  registerAuthRoutes(app, context)
  await registerPingRoute(app, context)
  registerStatusRoutes(app, context)
  registerSearchRoutes(app, context)
  registerUserRoutes(app, context)
  registerAccountRoutes(app, context)
  // Outside /v1 and the contract: a stand-in for a release's file host.
  if (options.appUpdateFeedRoot !== undefined) registerAppUpdateFeedRoutes(app, options.appUpdateFeedRoot)
  return app
}
