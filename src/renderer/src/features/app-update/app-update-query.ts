import { bridgeQuery } from '../../ui/bridge-query'

/** Main's update state; changes arrive as 'app-update:changed' events (bootstrap.ts puts them in the cache). */
export const updateQuery = bridgeQuery('app-update:get', undefined)

/** "12.3 MB" — decimal units, as download sizes are usually given. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  const units = ['kB', 'MB', 'GB']
  let value = bytes / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit] ?? 'GB'}`
}
