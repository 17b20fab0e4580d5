export const MAKE_ENV: string
export const CACHE_FILE: string
export function makeCodeCache(options: {
  outDir: string
  start: (mode: 'started' | 'compiled') => void
}): { mode: 'started' | 'compiled'; bytes: number } | null
