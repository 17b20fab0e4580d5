// The order of the latest-updates timeline. The platform usually sends its
// newest first, but nothing in its contract promises it, and a timeline read
// top-down must be.
import type { PlatformUpdateItem } from '@shared/status'

const timeOf = (item: PlatformUpdateItem) => (item.date === null ? Number.NaN : Date.parse(item.date))

/** Dated updates newest first; those without a readable date after them, in the platform's order. */
export function newestFirst<T extends PlatformUpdateItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const [ta, tb] = [timeOf(a), timeOf(b)]
    if (Number.isNaN(ta) || Number.isNaN(tb)) return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb))
    return tb - ta
  })
}
