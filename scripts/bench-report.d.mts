// Types for bench-report.mjs, so its test and any TypeScript caller are checked.
export type BenchResults = Record<string, unknown> & {
  runs?: number
  machine?: Record<string, unknown>
  details?: Record<string, unknown>
}
export type Figure = [
  key: string,
  unit: string,
  what: string,
  check: ((results: BenchResults) => boolean) | null,
  budget: (results: BenchResults) => string
]
export const PERFORMANCE_DOC: string
export const FIGURES: Figure[]
export function benchTable(results: BenchResults): { markdown: string; missed: number; missedKeys: string[] }
export function tableBlock(results: BenchResults): string
export function readTableBlock(doc: string): { block: string; results: BenchResults } | null
export function writePerformanceDoc(results: BenchResults, path?: string): Promise<void>
