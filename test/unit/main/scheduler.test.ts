import { describe, expect, it } from 'vitest'

import { JOB_TIMEOUT_MS, type JobSpec, Scheduler } from '../../../src/main/core/scheduler/scheduler'
import { FakeClock, settle } from '../../support/fake-clock'

const MIN = 60_000

function setup(random = () => 0.5) {
  const clock = new FakeClock()
  const scheduler = new Scheduler({ clock, random })
  const start = clock.now()
  const at = () => (clock.now() - start) / 1000
  return { clock, scheduler, at }
}

/** A job that records when it ran (seconds since start) and can be made to fail or hang. */
function recorder(at: () => number, overrides: Partial<JobSpec> = {}) {
  const runs: number[] = []
  const aborted: number[] = []
  let fail = false
  let hold: Promise<void> | null = null
  const spec: JobSpec = {
    id: 'job',
    intervalMs: () => 5 * MIN,
    run: async (signal) => {
      runs.push(at())
      signal.addEventListener('abort', () => aborted.push(at()))
      if (hold) await hold
      if (fail) throw new Error('offline')
    },
    ...overrides
  }
  return {
    spec,
    runs,
    aborted,
    failing: (value: boolean) => (fail = value),
    holding: (value: Promise<void> | null) => (hold = value)
  }
}

describe('FakeClock', () => {
  it('says when the next timer falls due, and fires timers in time order', async () => {
    const clock = new FakeClock(0)
    const fired: string[] = []
    expect(clock.nextAt).toBeNull()
    clock.setTimeout(() => fired.push('b'), 200)
    const first = clock.setTimeout(() => fired.push('a'), 100)
    expect(clock.nextAt).toBe(100)
    clock.clearTimeout(first)
    expect(clock.nextAt).toBe(200)
    await clock.advance(250)
    expect(fired).toEqual(['b'])
    expect(clock.nextAt).toBeNull()
  })
})

describe('Scheduler', () => {
  it('runs at start, then every interval', async () => {
    const { clock, scheduler, at } = setup()
    const job = recorder(at)
    scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(16 * MIN)
    expect(job.runs).toEqual([0, 300, 600, 900])
  })

  it('keeps jitter within ±10% of the interval', async () => {
    for (const [random, gap] of [
      [0, 270],
      [0.999999, 330]
    ] as const) {
      const { clock, scheduler, at } = setup(() => random)
      const job = recorder(at)
      scheduler.add(job.spec)
      scheduler.start()
      await clock.advance(11 * MIN)
      expect(job.runs[1]).toBeCloseTo(gap, 0)
      expect((job.runs[2] ?? 0) - (job.runs[1] ?? 0)).toBeCloseTo(gap, 0)
    }
  })

  it('backs off exponentially after failures, capped at the interval, and returns to normal after a success', async () => {
    const { clock, scheduler, at } = setup()
    const job = recorder(at)
    job.failing(true)
    scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(18 * MIN)
    // 30 s, 60 s, 120 s, 240 s, then capped at 300 s.
    expect(job.runs.slice(0, 7)).toEqual([0, 30, 90, 210, 450, 750, 1050])
    job.failing(false)
    await clock.advance(10 * MIN)
    const last = job.runs.at(-1) ?? 0
    const before = job.runs.at(-2) ?? 0
    expect(last - before).toBe(300)
    expect(scheduler.snapshot()[0]).toMatchObject({ failures: 0 })
  })

  it('pauses on suspend and lock, and runs once when the last of them ends', async () => {
    const { clock, scheduler, at } = setup()
    const job = recorder(at)
    scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(MIN)
    scheduler.pause('suspend')
    scheduler.pause('lock')
    await clock.advance(30 * MIN)
    expect(job.runs).toEqual([0])
    expect(clock.pendingCount).toBe(0)
    scheduler.resume('suspend')
    await settle()
    expect(job.runs).toEqual([0])
    scheduler.resume('lock')
    await settle()
    expect(job.runs).toEqual([0, 1860])
    await clock.advance(5 * MIN)
    expect(job.runs).toEqual([0, 1860, 2160])
  })

  it('never overlaps a run with itself', async () => {
    const { clock, scheduler, at } = setup()
    const job = recorder(at)
    let release: () => void = () => undefined
    void job.holding(new Promise<void>((resolve) => (release = resolve)))
    const control = scheduler.add(job.spec)
    scheduler.start()
    control.runNow()
    control.runNow()
    await clock.advance(90_000)
    expect(job.runs).toEqual([0])
    void job.holding(null)
    release()
    await settle()
    await clock.advance(5 * MIN)
    expect(job.runs).toEqual([0, 390])
  })

  it('a run that never ends is stopped at the 2-minute timeout, counted as a failure, and the job runs again after the backoff', async () => {
    const { clock, scheduler, at } = setup()
    const job = recorder(at, { backoffMs: 30_000 })
    void job.holding(new Promise<void>(() => undefined))
    scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(JOB_TIMEOUT_MS - 1_000)
    expect(scheduler.snapshot()[0]).toMatchObject({ running: true, failures: 0 })
    await clock.advance(1_000)
    expect(job.aborted).toEqual([120])
    expect(scheduler.snapshot()[0]).toMatchObject({ running: false, failures: 1 })
    await clock.advance(30_000)
    expect(job.runs).toEqual([0, 150])
    expect(scheduler.snapshot()[0]?.running).toBe(true)
  })

  it('a run that ends after its timeout changes nothing: the timeout already counted it', async () => {
    const { clock, scheduler, at } = setup()
    const job = recorder(at, { backoffMs: 30_000 })
    let release: () => void = () => undefined
    void job.holding(new Promise<void>((resolve) => (release = resolve)))
    scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(JOB_TIMEOUT_MS + 1_000)
    void job.holding(null)
    release()
    await settle()
    expect(scheduler.snapshot()[0]).toMatchObject({ failures: 1, lastSuccessAt: null })
    await clock.advance(30_000)
    expect(job.runs).toEqual([0, 150])
    await settle()
    expect(scheduler.snapshot()[0]?.failures).toBe(0)
  })

  it('stops everything at quit', async () => {
    const { clock, scheduler, at } = setup()
    const job = recorder(at)
    let release: () => void = () => undefined
    void job.holding(new Promise<void>((resolve) => (release = resolve)))
    scheduler.add(job.spec)
    scheduler.start()
    scheduler.stop()
    expect(job.aborted).toEqual([0])
    release()
    await clock.advance(60 * MIN)
    expect(job.runs).toEqual([0])
    expect(clock.pendingCount).toBe(0)
  })

  it('a new interval applies from the next scheduling; Check now runs at once', async () => {
    const { clock, scheduler, at } = setup()
    let minutes = 5
    const job = recorder(at, { intervalMs: () => minutes * MIN })
    const control = scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(MIN)
    minutes = 1
    control.reschedule()
    await clock.advance(2 * MIN)
    expect(job.runs).toEqual([0, 120, 180])
    control.runNow()
    await settle()
    expect(job.runs).toEqual([0, 120, 180, 180])
  })

  it('wakes main once per interval and for nothing else: no timer of its own fires while a job idles', async () => {
    // Every timer the scheduler sets goes through its clock, so the clock sees each wake-up.
    let fired = 0
    const clock = new (class extends FakeClock {
      override setTimeout(callback: () => void, ms: number): unknown {
        return super.setTimeout(() => {
          fired++
          callback()
        }, ms)
      }
    })()
    const scheduler = new Scheduler({ clock, random: () => 0.5 })
    const start = clock.now()
    const job = recorder(() => (clock.now() - start) / 1000)
    scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(60 * MIN)
    expect(job.runs).toHaveLength(13)
    expect(fired).toBe(12)
  })
})

describe('coalescing (coalesceMs) and jobs that come and go', () => {
  /** A clock that records the distinct moments a timer fired: each is one wake-up of the process. */
  function wakeRecordingClock() {
    const wakes = new Set<number>()
    const clock = new (class extends FakeClock {
      override setTimeout(callback: () => void, ms: number): unknown {
        return super.setTimeout(() => {
          wakes.add(this.now())
          callback()
        }, ms)
      }
    })()
    return { clock, wakes }
  }

  /** Ten accounts' notifications (2 min) and pings (5 min), three servers' status (5 min): 23 jobs, real jitter. */
  function manyJobs(scheduler: Scheduler, runs: string[]) {
    const job = (id: string, minutes: number): JobSpec => ({
      id,
      intervalMs: () => minutes * MIN,
      run: () => Promise.resolve(void runs.push(id))
    })
    for (let account = 0; account < 10; account++) {
      scheduler.add(job(`notifications:${account}`, 2))
      scheduler.add(job(`ping:${account}`, 5))
    }
    for (let server = 0; server < 3; server++) scheduler.add(job(`status:${server}`, 5))
  }

  it('with a 30 s grid, 23 jobs wake the process at most twice a minute; without one, several times as often', async () => {
    const idleWakesPerMinute = async (coalesceMs: number) => {
      const { clock, wakes } = wakeRecordingClock()
      const runs: string[] = []
      const scheduler = new Scheduler({ clock, coalesceMs })
      manyJobs(scheduler, runs)
      scheduler.start()
      await clock.advance(60 * MIN)
      // Every job still ran about as often as its interval says.
      expect(runs.filter((id) => id === 'notifications:0').length).toBeGreaterThanOrEqual(20)
      expect(runs.filter((id) => id === 'ping:0').length).toBeGreaterThanOrEqual(10)
      return wakes.size / 60
    }
    expect(await idleWakesPerMinute(30_000)).toBeLessThanOrEqual(2)
    expect(await idleWakesPerMinute(0)).toBeGreaterThan(4)
  })

  it('puts a run off to the next grid point, never earlier than its interval says', async () => {
    const { clock, scheduler, at } = (() => {
      const clock = new FakeClock()
      const scheduler = new Scheduler({ clock, random: () => 0.5, coalesceMs: 30_000 })
      const start = clock.now()
      return { clock, scheduler, at: () => (clock.now() - start) / 1000 }
    })()
    const job = recorder(at, { intervalMs: () => 100_000 })
    scheduler.add(job.spec)
    scheduler.start()
    await clock.advance(5 * MIN)
    // 100 s rounds up to 120 s from the grid's start; then every 120 s.
    expect(job.runs).toEqual([0, 120, 240])
  })

  it('a removed job stops (its run aborted) and never runs again; its id can be used afresh', async () => {
    const { clock, scheduler, at } = setup()
    let release: () => void = () => undefined
    const job = recorder(at)
    void job.holding(new Promise<void>((resolve) => (release = resolve)))
    scheduler.add(job.spec)
    scheduler.start()
    expect(job.runs).toEqual([0])
    scheduler.remove('job')
    expect(job.aborted).toEqual([0])
    expect(scheduler.has('job')).toBe(false)
    release()
    await clock.advance(30 * MIN)
    expect(job.runs).toEqual([0])
    const again = recorder(at)
    scheduler.add(again.spec)
    expect(again.runs).toEqual([1800])
  })
})

describe('keyed jobs', () => {
  it('keeps one job per wanted key: new keys start at once, gone keys stop, and all of them answer together', async () => {
    const { clock, scheduler } = setup()
    const ran: string[] = []
    const jobs = scheduler.keyed('ping', (key) => ({
      intervalMs: () => 5 * MIN,
      run: () => Promise.resolve(void ran.push(key))
    }))
    scheduler.start()
    jobs.sync(['a', 'b'])
    expect(ran).toEqual(['a', 'b'])
    expect(scheduler.snapshot().map((job) => job.id)).toEqual(['ping:a', 'ping:b'])
    jobs.sync(['b', 'c'])
    expect(scheduler.snapshot().map((job) => job.id)).toEqual(['ping:b', 'ping:c'])
    expect(ran).toEqual(['a', 'b', 'c'])
    await settle()
    jobs.all.runNow()
    await settle()
    expect(ran.slice(3).sort()).toEqual(['b', 'c'])
    jobs.of('c').runNow()
    jobs.of('gone').runNow()
    await settle()
    expect(ran.slice(5)).toEqual(['c'])
    await clock.advance(6 * MIN)
    expect(ran.filter((key) => key === 'a')).toHaveLength(1)
  })
})
