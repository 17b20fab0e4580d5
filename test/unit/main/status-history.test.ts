// The status history (src/main/features/status/status-history*.ts): only
// changes are kept, out of reach and unseen time is no data, it is bounded,
// the daily bars take the worst state of each local day, availability counts
// operational and maintenance time over the time seen, and the file survives
// a restart while a damaged one is dropped with a log line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import {
  type HistoryData,
  MAX_CHANGES_PER_SERVICE,
  StatusHistory,
  UNSEEN_GAP_MS
} from '../../../src/main/features/status/status-history'
import { historyBars } from '../../../src/main/features/status/status-history-bars'
import { historyFile, SAVE_DELAY_MS } from '../../../src/main/features/status/status-history-file'
import type { ServiceState, StatusSnapshot } from '../../../src/shared/status'
import { FakeClock } from '../../support/fake-clock'

const SERVER = 'https://platform.example.com'
const HOUR = 3_600_000
/** Local noon of a day, so the tests hold in every time zone. */
const noon = (day: number) => new Date(2026, 10, day, 12).getTime()

function snapshot(
  clock: FakeClock,
  states: Record<string, ServiceState>,
  extra: Partial<StatusSnapshot> = {}
): StatusSnapshot {
  const at = new Date(clock.now()).toISOString()
  return {
    services: Object.entries(states).map(([id, state]) => ({
      id,
      name: id,
      state,
      message: null,
      window: null,
      upcoming: false,
      since: null,
      problem: null,
      raw: null,
      checkedAt: at
    })),
    checkedAt: at,
    checking: false,
    listProblem: null,
    ...extra
  }
}

function historyOn(clock: FakeClock, loaded: HistoryData = {}) {
  const saved: HistoryData[] = []
  const history = new StatusHistory({
    now: () => clock.now(),
    loaded,
    save: (data) => saved.push(structuredClone(data))
  })
  return { history, saved }
}

describe('the status history', () => {
  it('keeps only changes, and no data while the server is out of reach', async () => {
    const clock = new FakeClock(noon(20))
    const { history, saved } = historyOn(clock)
    history.record(SERVER, snapshot(clock, { api: 'operational' }))
    await clock.advance(HOUR)
    history.record(SERVER, snapshot(clock, { api: 'operational' }))
    await clock.advance(HOUR)
    history.record(SERVER, snapshot(clock, { api: 'degraded' }))
    await clock.advance(HOUR)
    history.record(SERVER, snapshot(clock, { api: 'degraded' }, { unreachable: { since: '', lastReachedAt: null } }))
    await clock.advance(HOUR)
    history.record(SERVER, snapshot(clock, { api: 'unknown' }))
    expect(saved.at(-1)?.[SERVER]?.services['api']).toEqual([
      { at: noon(20), state: 'operational' },
      { at: noon(20) + 2 * HOUR, state: 'degraded' },
      { at: noon(20) + 3 * HOUR, state: 'none' }
    ])
    expect(saved).toHaveLength(3)
    expect(history.since(SERVER, 'api', 'none')).toBe(noon(20) + 3 * HOUR)
    expect(history.since(SERVER, 'api', 'degraded')).toBeNull()
  })

  it('counts the time the app was not looking as no data', async () => {
    const clock = new FakeClock(noon(20))
    const { history, saved } = historyOn(clock)
    history.record(SERVER, snapshot(clock, { api: 'operational' }))
    await clock.advance(UNSEEN_GAP_MS + HOUR)
    history.record(SERVER, snapshot(clock, { api: 'operational' }))
    expect(saved.at(-1)?.[SERVER]?.services['api']).toEqual([
      { at: noon(20), state: 'operational' },
      { at: noon(20), state: 'none' },
      { at: clock.now(), state: 'operational' }
    ])
  })

  it('drops what is older than 90 days and caps each service, and forgets a server', () => {
    const clock = new FakeClock(noon(20))
    const old = noon(20) - 100 * 24 * HOUR
    const many = Array.from({ length: MAX_CHANGES_PER_SERVICE + 50 }, (_, index) => ({
      at: old + index * 60_000,
      state: index % 2 === 0 ? ('operational' as const) : ('degraded' as const)
    }))
    const { history, saved } = historyOn(clock, { [SERVER]: { seenAt: noon(20) - HOUR, services: { api: many } } })
    history.record(SERVER, snapshot(clock, { api: 'down' }))
    const kept = saved.at(-1)?.[SERVER]?.services['api'] ?? []
    // Everything was before the window: the state it opened with, moved to its start, then today's change.
    expect(kept).toEqual([
      { at: noon(20) - 90 * 24 * HOUR, state: many.at(-1)?.state },
      { at: noon(20), state: 'down' }
    ])
    history.forget(SERVER)
    expect(saved.at(-1)).toEqual({})
    expect(history.view(SERVER)).toEqual({})
  })
})

describe('the daily bars', () => {
  it('show the worst state of each local day, no data before the first record, and the availability', () => {
    const now = noon(20)
    const bars = historyBars(
      [
        { at: noon(17), state: 'operational' },
        { at: noon(18), state: 'degraded' },
        { at: noon(18) + HOUR, state: 'down' },
        { at: noon(18) + 2 * HOUR, state: 'maintenance' },
        { at: noon(19), state: 'none' },
        { at: noon(19) + 6 * HOUR, state: 'operational' }
      ],
      now
    )
    expect(bars.days).toHaveLength(90)
    expect(bars.days.slice(-5)).toEqual(['none', 'operational', 'down', 'maintenance', 'operational'])
    expect(bars.days.slice(0, 85).every((day) => day === 'none')).toBe(true)
    expect(bars.from).toBe('2026-08-23')
    // Seen: 72 h minus 6 h out of reach = 66 h; unavailable: 2 h.
    expect(bars.available).toBeCloseTo(64 / 66, 6)
  })

  it('shows a problem a check has just found, though it has lasted no time yet', () => {
    const bars = historyBars(
      [
        { at: noon(20) - HOUR, state: 'operational' },
        { at: noon(20), state: 'degraded' }
      ],
      noon(20)
    )
    expect(bars.days.at(-1)).toBe('degraded')
    expect(bars.available).toBe(1)
  })

  it('has no availability when nothing was seen', () => {
    expect(historyBars([], noon(20)).available).toBeNull()
    expect(historyBars([], noon(20)).days.every((day) => day === 'none')).toBe(true)
  })
})

describe('the status history file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'status-history-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes after a moment and reads it back after a restart', async () => {
    const path = join(dir, 'a.json')
    const clock = new FakeClock(noon(20))
    const file = historyFile(path, clock, () => undefined)
    expect(file.loaded).toEqual({})
    const data: HistoryData = { [SERVER]: { seenAt: noon(20), services: { api: [{ at: noon(20), state: 'down' }] } } }
    file.save(data)
    expect(() => readFileSync(path)).toThrow()
    await clock.advance(SAVE_DELAY_MS)
    expect(historyFile(path, clock, () => undefined).loaded).toEqual(data)
  })

  it('at quit, writes what waits at once and takes nothing more', async () => {
    const path = join(dir, 'b.json')
    const clock = new FakeClock(noon(20))
    const file = historyFile(path, clock, () => undefined)
    const data: HistoryData = { [SERVER]: { seenAt: noon(20), services: { api: [{ at: noon(20), state: 'down' }] } } }
    file.save(data)
    file.close()
    expect(historyFile(path, clock, () => undefined).loaded).toEqual(data)
    // A check that ends after the quit began: no timer, no write.
    file.save({})
    expect(clock.pendingCount).toBe(0)
    await clock.advance(SAVE_DELAY_MS)
    expect(historyFile(path, clock, () => undefined).loaded).toEqual(data)
  })

  it('drops a damaged or foreign file with a log line, never throwing', () => {
    for (const text of [
      '{nope',
      JSON.stringify({ version: 1, servers: { x: { seenAt: 1, services: { a: [{ at: 1, state: 'on fire' }] } } } })
    ]) {
      const path = join(dir, 'b.json')
      writeFileSync(path, text)
      const warnings: string[] = []
      expect(historyFile(path, new FakeClock(), (message) => warnings.push(message)).loaded).toEqual({})
      expect(warnings).toHaveLength(1)
      expect(() => readFileSync(path)).toThrow()
    }
  })
})
