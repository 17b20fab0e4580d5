// One job per key — an account, a server — kept in step with the keys that
// are wanted: a key that comes gets its job (run at once, as any new job),
// one that goes has its job stopped and forgotten. All of them run on the one
// scheduler, which coalesces their wake-ups (scheduler.ts, coalesceMs).
import type { JobControl, JobSpec, Scheduler } from './scheduler'

export class KeyedJobs {
  readonly #controls = new Map<string, JobControl>()
  readonly #scheduler: Scheduler
  readonly #prefix: string
  readonly #spec: (key: string) => Omit<JobSpec, 'id'>

  constructor(scheduler: Scheduler, prefix: string, spec: (key: string) => Omit<JobSpec, 'id'>) {
    this.#scheduler = scheduler
    this.#prefix = prefix
    this.#spec = spec
  }

  /** The keys wanted now: jobs for new ones start, jobs for gone ones stop. */
  sync(keys: Iterable<string>): void {
    const wanted = new Set(keys)
    for (const key of [...this.#controls.keys()]) {
      if (wanted.has(key)) continue
      this.#scheduler.remove(this.#id(key))
      this.#controls.delete(key)
    }
    for (const key of wanted)
      if (!this.#controls.has(key))
        this.#controls.set(key, this.#scheduler.add({ ...this.#spec(key), id: this.#id(key) }))
  }

  /** One key's job; a no-op control for a key without one. */
  of(key: string | null): JobControl {
    return (
      (key === null ? undefined : this.#controls.get(key)) ?? { runNow: () => undefined, reschedule: () => undefined }
    )
  }

  /** Every key's job at once: a new interval, "check now" everywhere. */
  readonly all: JobControl = {
    runNow: () => this.#controls.forEach((control) => control.runNow()),
    reschedule: () => this.#controls.forEach((control) => control.reschedule())
  }

  #id(key: string): string {
    return `${this.#prefix}:${key}`
  }
}
