// The one scheduler for all periodic work in main (docs/architecture.md, Background work): the
// last-seen ping, the status and notification pollers, update checks. Each
// job runs at once, then on an interval with ±10 % jitter, backs off
// exponentially (capped at the interval) after failures, never overlaps
// itself, is stopped past a 2-minute timeout, pauses while the system sleeps
// or the screen is locked and runs once on wake, and stops when removed and
// at quit. Work per account or per server is a set of keyed jobs
// (`scheduler.keyed`), kept in step with the keys wanted. Time comes from a
// Clock, so tests drive all of it with a fake one.
import type { Logger } from '../logging/logger'
import { type Clock, systemClock } from './clock'

export interface JobSpec {
  id: string
  /**
   * Time between runs before jitter (± 10 %, so many clients do not call at the same moment); read each time, so a
   * new setting applies at the next scheduling.
   */
  intervalMs: () => number
  /** Wait after the first failure; doubles with each further one, up to the interval. Default 30 s. */
  backoffMs?: number
  /** Throws to report a failure; `signal` aborts when the job must stop. */
  run: (signal: AbortSignal) => Promise<void>
}

export interface JobState {
  id: string
  active: boolean
  running: boolean
  nextRunAt: string | null
  failures: number
  lastRunAt: string | null
  lastSuccessAt: string | null
}

export interface JobControl {
  /** Run now (e.g. "Check now"), unless it is running already or paused. */
  runNow(): void
  /** The interval changed: schedule the next run from now with the new one. */
  reschedule(): void
}

export type PauseReason = 'suspend' | 'lock'

/**
 * The longest a run may take. Past it the run's signal aborts and the run
 * counts as failed, whether or not its promise ever settles, so a request
 * that never ends cannot leave the job "running" for good.
 */
export const JOB_TIMEOUT_MS = 2 * 60_000
const JITTER = 0.1
const SUCCEEDED = Symbol('succeeded')

/** The reason a run's signal aborts when it took longer than its timeout. */
export class JobTimedOut extends Error {
  constructor(
    readonly jobId: string,
    readonly timeoutMs: number
  ) {
    super(`The ${jobId} job took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`)
    this.name = 'JobTimedOut'
  }
}

interface Job {
  spec: JobSpec
  active: boolean
  running: AbortController | null
  timer: unknown
  nextRunAt: number | null
  failures: number
  lastRunAt: number | null
  lastSuccessAt: number | null
}

export interface SchedulerOptions {
  clock?: Clock
  /** In [0, 1); replaceable so tests can pin the jitter. */
  random?: () => number
  logger?: Pick<Logger, 'warn'>
  /**
   * Coalescing: every timed run is put off to the next multiple of this many
   * milliseconds from the scheduler's start, so runs that fall due close
   * together happen in one wake-up. With 30 s, the app wakes at most twice a
   * minute when idle, however many accounts and servers it watches
   * (issue 24). 0 (the default): each run at its own time.
   */
  coalesceMs?: number
}

export class Scheduler {
  readonly #jobs = new Map<string, Job>()
  readonly #clock: Clock
  readonly #random: () => number
  readonly #logger: Pick<Logger, 'warn'> | undefined
  readonly #coalesceMs: number
  readonly #epoch: number
  readonly #paused = new Set<PauseReason>()
  #started = false
  #stopped = false

  constructor(options: SchedulerOptions = {}) {
    this.#clock = options.clock ?? systemClock
    this.#random = options.random ?? Math.random
    this.#logger = options.logger
    this.#coalesceMs = Math.max(0, options.coalesceMs ?? 0)
    this.#epoch = this.#clock.now()
  }

  add(spec: JobSpec): JobControl {
    if (this.#jobs.has(spec.id)) throw new Error(`A job called ${spec.id} is already scheduled.`)
    const job: Job = {
      spec,
      active: false,
      running: null,
      timer: null,
      nextRunAt: null,
      failures: 0,
      lastRunAt: null,
      lastSuccessAt: null
    }
    this.#jobs.set(spec.id, job)
    if (this.#started) this.#refresh(job)
    return {
      runNow: () => {
        if (job.active && !this.#isPaused()) this.#fire(job)
      },
      reschedule: () => {
        if (job.active && !job.running && !this.#isPaused()) this.#schedule(job, this.#interval(job))
      }
    }
  }

  /** A job that is no longer wanted (an account signed out, a server no account is on): stopped and forgotten. */
  remove(id: string): void {
    const job = this.#jobs.get(id)
    if (!job) return
    this.#deactivate(job)
    this.#jobs.delete(id)
  }

  has(id: string): boolean {
    return this.#jobs.has(id)
  }

  /** One job per key (`<prefix>:<key>`), each made by `spec`: see KeyedJobs. */
  keyed(prefix: string, spec: (key: string) => Omit<JobSpec, 'id'>): KeyedJobs {
    return new KeyedJobs(this, prefix, spec)
  }

  start(): void {
    if (this.#stopped || this.#started) return
    this.#started = true
    for (const job of this.#jobs.values()) this.#refresh(job)
  }

  pause(reason: PauseReason): void {
    this.#paused.add(reason)
    for (const job of this.#jobs.values()) this.#clearTimer(job)
  }

  /** When nothing holds the pause any more, every active job runs once now. */
  resume(reason: PauseReason): void {
    if (!this.#paused.delete(reason) || this.#isPaused() || this.#stopped) return
    for (const job of this.#jobs.values()) if (job.active && !job.running) this.#fire(job)
  }

  /** Suspend and screen lock pause; resume and unlock end their pause. */
  powerEvent(event: 'suspend' | 'resume' | 'lock-screen' | 'unlock-screen'): void {
    if (event === 'suspend') this.pause('suspend')
    else if (event === 'lock-screen') this.pause('lock')
    else this.resume(event === 'resume' ? 'suspend' : 'lock')
  }

  stop(): void {
    this.#stopped = true
    for (const job of this.#jobs.values()) this.#deactivate(job)
  }

  snapshot(): JobState[] {
    const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString())
    return [...this.#jobs.values()].map((job) => ({
      id: job.spec.id,
      active: job.active,
      running: job.running !== null,
      nextRunAt: iso(job.nextRunAt),
      failures: job.failures,
      lastRunAt: iso(job.lastRunAt),
      lastSuccessAt: iso(job.lastSuccessAt)
    }))
  }

  #isPaused(): boolean {
    return this.#paused.size > 0
  }

  /** Makes a job active once the scheduler runs, starting it with a run. */
  #refresh(job: Job): void {
    if (!this.#started || this.#stopped || job.active) return
    job.active = true
    job.failures = 0
    if (!this.#isPaused()) this.#fire(job)
  }

  #deactivate(job: Job): void {
    job.active = false
    this.#clearTimer(job)
    job.running?.abort()
    job.running = null
  }

  #clearTimer(job: Job): void {
    if (job.timer !== null) this.#clock.clearTimeout(job.timer)
    job.timer = null
    job.nextRunAt = null
  }

  #schedule(job: Job, wantedDelayMs: number): void {
    this.#clearTimer(job)
    const now = this.#clock.now()
    const grid = this.#coalesceMs
    const due =
      grid > 0 ? this.#epoch + Math.ceil((now + wantedDelayMs - this.#epoch) / grid) * grid : now + wantedDelayMs
    const delayMs = due - now
    job.nextRunAt = due
    job.timer = this.#clock.setTimeout(() => {
      job.timer = null
      job.nextRunAt = null
      if (job.active && !this.#isPaused()) this.#fire(job)
    }, delayMs)
  }

  #fire(job: Job): void {
    // Never two runs of one job at once.
    if (job.running) return
    this.#clearTimer(job)
    const controller = new AbortController()
    job.running = controller
    job.lastRunAt = this.#clock.now()
    let run: Promise<void>
    try {
      // Started here and now, so the run happens at the moment it was due.
      run = Promise.resolve(job.spec.run(controller.signal))
    } catch (error) {
      run = Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
    // Whichever comes first ends the run: its own end, or the timeout.
    let ended = false
    const end = (error: unknown) => {
      if (ended) return
      ended = true
      this.#clock.clearTimeout(watchdog)
      if (error === SUCCEEDED) {
        job.failures = 0
        job.lastSuccessAt = this.#clock.now()
      } else if (!controller.signal.aborted || controller.signal.reason instanceof JobTimedOut) {
        job.failures++
        this.#logger?.warn({ job: job.spec.id, failures: job.failures, err: error }, 'scheduled job failed')
      }
      if (job.running !== controller) return
      job.running = null
      if (job.active && !this.#isPaused() && !this.#stopped)
        this.#schedule(job, job.failures > 0 ? this.#backoff(job) : this.#interval(job))
    }
    const watchdog = this.#clock.setTimeout(() => {
      const timedOut = new JobTimedOut(job.spec.id, JOB_TIMEOUT_MS)
      controller.abort(timedOut)
      end(timedOut)
    }, JOB_TIMEOUT_MS)
    void run.then(
      () => end(SUCCEEDED),
      (error: unknown) => end(error)
    )
  }

  #interval(job: Job): number {
    const base = Math.max(1_000, job.spec.intervalMs())
    return Math.round(base * (1 + JITTER * (2 * this.#random() - 1)))
  }

  #backoff(job: Job): number {
    const first = job.spec.backoffMs ?? 30_000
    return Math.min(first * 2 ** (job.failures - 1), Math.max(job.spec.intervalMs(), first))
  }
}

/**
 * One job per key — an account, a server — kept in step with the keys that
 * are wanted: a key that comes gets its job (run at once, as any new job),
 * one that goes has its job stopped and forgotten. All of them run on the one
 * scheduler, which coalesces their wake-ups (coalesceMs). Made by `scheduler.keyed`.
 */
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
