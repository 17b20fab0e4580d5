import type { OperationId } from '../operations'

// Every route names the api/openapi.yaml operation it implements in its
// config; fault injection and request logging key on it.
declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string
  }
}

export function operation(operationId: OperationId): { config: { operationId: OperationId } } {
  return { config: { operationId } }
}
