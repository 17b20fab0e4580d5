import type { FastifyInstance } from 'fastify'

/**
 * One line per request on stdout for the CLI. Only method, path, status and
 * time: never headers, bodies or query strings, which may carry secrets.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    process.stdout.write(`${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms\n`)
  })
}
