// Main's update state, apart from formatBytes (format-bytes.ts): bootstrap.ts needs only this, before the first paint.
import { bridgeQuery } from '../../ui/bridge-query'

/** Main's update state; changes arrive as 'app-update:changed' events (bootstrap.ts puts them in the cache). */
export const updateQuery = bridgeQuery('app-update:get', undefined)
