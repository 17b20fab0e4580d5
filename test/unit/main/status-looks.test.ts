// What changed since the person last looked at Status (status-looks.ts, and
// StatusHistory.look): the state at the look before against the state now,
// "no data" never a change, looks within a minute one look, newest first,
// and the look kept in the history file across a restart.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { StatusHistory } from '../../../src/main/features/status/status-history'
import { historyFile, SAVE_DELAY_MS } from '../../../src/main/features/status/status-history-file'
import { changesSince, nextLook, ONE_LOOK_MS } from '../../../src/main/features/status/status-looks'
import type { ServiceState, StatusSnapshot } from '../../../src/shared/status'
import { FakeClock } from '../../support/fake-clock'

const SERVER = 'https://platform.example.com'
const HOUR = 3_600_000
const T = Date.UTC(2026, 10, 20, 12)
const iso = (time: number) => new Date(time).toISOString()

function checked(clock: FakeClock, states: Record<string, ServiceState>): StatusSnapshot {
  const at = iso(clock.now())
  return {
    services: Object.entries(states).map(([id, state]) => ({
      ...{ id, name: id, state, message: null, window: null, upcoming: false, since: null, problem: null, raw: null },
      checkedAt: at
    })),
    checkedAt: at,
    checking: false,
    listProblem: null
  }
}

describe('what changed since the last look', () => {
  it('compares each service’s state at the look before with its state now, newest change first', () => {
    const services = {
      search: [
        { at: T, state: 'down' as const },
        { at: T + 2 * HOUR, state: 'operational' as const }
      ],
      api: [
        { at: T, state: 'operational' as const },
        { at: T + 3 * HOUR, state: 'degraded' as const }
      ],
      cdn: [{ at: T, state: 'operational' as const }],
      // First seen after the look: nothing to compare with.
      mail: [{ at: T + HOUR, state: 'down' as const }]
    }
    expect(changesSince(services, T + HOUR / 2, T + 4 * HOUR)).toEqual([
      { id: 'api', from: 'operational', to: 'degraded', at: iso(T + 3 * HOUR) },
      { id: 'search', from: 'down', to: 'operational', at: iso(T + 2 * HOUR) }
    ])
    // A change and its return before now is no change.
    expect(
      changesSince({ api: [...services.api, { at: T + 3.5 * HOUR, state: 'operational' }] }, T, T + 4 * HOUR)
    ).toEqual([])
  })

  it('never counts no data as a state: out of reach and back is no change, and a state outlives the gap', () => {
    const log = [
      { at: T, state: 'degraded' as const },
      { at: T + HOUR, state: 'none' as const },
      { at: T + 2 * HOUR, state: 'degraded' as const },
      { at: T + 3 * HOUR, state: 'none' as const }
    ]
    expect(changesSince({ api: log }, T + 90 * 60_000, T + 4 * HOUR)).toEqual([])
    const recovered = [...log, { at: T + 5 * HOUR, state: 'operational' as const }]
    expect(changesSince({ api: recovered }, T + HOUR, T + 6 * HOUR)).toEqual([
      { id: 'api', from: 'degraded', to: 'operational', at: iso(T + 5 * HOUR) }
    ])
  })

  it('makes looks within a minute one look, and a later one compare with the last', () => {
    const first = nextLook(undefined, T)
    expect(first).toEqual({ at: T, since: null })
    const again = nextLook(first, T + ONE_LOOK_MS - 1)
    expect(again).toEqual({ at: T + ONE_LOOK_MS - 1, since: null })
    expect(nextLook(again, T + HOUR)).toEqual({ at: T + HOUR, since: T + ONE_LOOK_MS - 1 })
  })
})

describe('StatusHistory.look', () => {
  const dir = mkdtempSync(join(tmpdir(), 'status-looks-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('says nothing at the first look, then what changed since; the look outlives a restart', async () => {
    const clock = new FakeClock(T)
    const path = join(dir, 'history.json')
    const file = historyFile(path, clock, () => undefined)
    const history = new StatusHistory({ now: () => clock.now(), loaded: file.loaded, save: file.save })
    expect(history.look(SERVER)).toEqual([])
    history.record(SERVER, checked(clock, { search: 'down', api: 'operational' }))
    expect(history.look(SERVER)).toEqual([])
    await clock.advance(HOUR)
    // Looked at while Search was down: that is the look the next one compares with.
    expect(history.look(SERVER)).toEqual([])
    await clock.advance(HOUR)
    history.record(SERVER, checked(clock, { search: 'operational', api: 'operational' }))
    await clock.advance(SAVE_DELAY_MS)
    await clock.advance(HOUR)

    const restarted = new StatusHistory({
      now: () => clock.now(),
      loaded: historyFile(path, clock, () => undefined).loaded,
      save: () => undefined
    })
    expect(restarted.look(SERVER)).toEqual([{ id: 'search', from: 'down', to: 'operational', at: iso(T + 2 * HOUR) }])
    // Opened again a moment later: the same look, the same news.
    await clock.advance(10_000)
    expect(restarted.look(SERVER)).toHaveLength(1)
    // A server with no history has nothing to say.
    expect(restarted.look('https://other.example.com')).toEqual([])
  })
})
