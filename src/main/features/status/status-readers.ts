// Platform status's readers (src/main/core/body/body-readers.ts): the service
// list, one service's state, and the platform's published updates.
import type { ResponseMeta } from '../../core/body/body-readers'
import { readPlatformUpdates } from './read-platform-updates'
import { readServiceList } from './read-service-list'
import { readServiceStatus } from './read-service-status'

export const statusReaders = {
  serviceList: (body: unknown) => readServiceList(body),
  serviceStatus: (body: unknown, _meta: ResponseMeta, id: string, name: string | null, now: number) =>
    readServiceStatus(id, name, body, now),
  platformUpdates: (body: unknown, _meta: ResponseMeta, limit: number) => readPlatformUpdates(limit, body)
}

type StatusReaders = typeof statusReaders
declare module '../../core/body/body-readers' {
  interface FeatureReaders extends StatusReaders {}
}
