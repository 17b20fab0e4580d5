// The few statistics the bench quotes: medians (of runs, of samples) and
// the 95th percentile of frame and keystroke times.

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** Nearest-rank percentile (p in 0–100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return sorted[rank - 1] as number
}

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits))

/** Runs and a warm-up, from BENCH_RUNS (at least 5). */
export const benchRuns = (): number => Math.max(5, Number(process.env.BENCH_RUNS ?? 5) || 5)
