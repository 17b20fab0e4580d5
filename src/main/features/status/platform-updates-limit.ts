import { DEFAULT_PLATFORM_UPDATES_LIMIT, MAX_PLATFORM_UPDATES_LIMIT } from '@shared/status'

/** Any number the renderer sends becomes a whole number from 1 to 100 (10 when it is not a number). */
export function clampLimit(limit: number): number {
  if (!Number.isFinite(limit)) return DEFAULT_PLATFORM_UPDATES_LIMIT
  return Math.min(MAX_PLATFORM_UPDATES_LIMIT, Math.max(1, Math.round(limit)))
}
