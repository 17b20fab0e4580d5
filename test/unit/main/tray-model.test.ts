import { describe, expect, it } from 'vitest'

import {
  clickShowsWindow,
  fitTooltip,
  type TrayInput,
  trayModel,
  trayState,
  WINDOWS_TOOLTIP_UNITS
} from '../../../src/main/desktop/tray/tray-model'
import type { ServiceState, ServiceStatusModel, StatusSnapshot } from '../../../src/shared/status'
import { serviceView } from '../../support/status-views'

const service = (id: string, state: ServiceState): ServiceStatusModel => serviceView(id, state)
const status = (...states: ServiceState[]): StatusSnapshot => ({
  services: states.map((state, i) => service(`s${i}`, state)),
  checkedAt: '2026-11-22T12:00:00.000Z',
  checking: false,
  listProblem: null
})
const input = (overrides: Partial<TrayInput> = {}): TrayInput => ({
  signedIn: true,
  status: status('operational', 'operational'),
  platform: 'win32',
  ...overrides
})

describe('trayState: the worst state wins', () => {
  it.each<[string, Partial<TrayInput>, string]>([
    ['all operational', {}, 'operational'],
    ['one under maintenance', { status: status('operational', 'maintenance') }, 'maintenance'],
    ['one degraded', { status: status('maintenance', 'degraded') }, 'degraded'],
    ['one down', { status: status('operational', 'down', 'maintenance') }, 'degraded'],
    ['one could not be checked', { status: status('operational', 'unknown') }, 'unknown'],
    ['maintenance beats unknown', { status: status('unknown', 'maintenance') }, 'maintenance'],
    ['nothing checked yet', { status: status() }, 'unknown'],
    ['signed out, whatever the status', { signedIn: false, status: status('down') }, 'signed-out']
  ])('%s → %s', (_name, overrides, state) => {
    expect(trayState(input(overrides))).toBe(state)
  })
})

describe('trayModel', () => {
  it('all operational: tooltip, one line per service, actions', () => {
    expect(trayModel(input())).toEqual({
      state: 'operational',
      tooltip: 'Platform Desktop — All 2 services operational',
      items: [
        { type: 'info', label: 'S0: operational' },
        { type: 'info', label: 'S1: operational' },
        { type: 'item', id: 'check-now', label: 'Check now', enabled: true },
        { type: 'separator' },
        { type: 'item', id: 'open', label: 'Open Platform Desktop', enabled: true },
        { type: 'item', id: 'sign-out', label: 'Sign out', enabled: true },
        { type: 'separator' },
        { type: 'item', id: 'quit', label: 'Quit Platform Desktop', enabled: true }
      ]
    })
  })

  it('summarises problems worst first', () => {
    const model = trayModel(input({ status: status('down', 'degraded', 'maintenance', 'maintenance', 'unknown') }))
    expect(model.tooltip).toBe('Platform Desktop — 1 down, 1 degraded, 2 under maintenance, 1 not checked')
    expect(model.items.filter((item) => item.type === 'info').map((item) => (item as { label: string }).label)).toEqual(
      ['S0: down', 'S1: degraded', 'S2: under maintenance', 'S3: under maintenance', 'S4: could not be checked']
    )
  })

  it('says how long a problem has lasted by its check: alone in the tooltip, on its menu line', () => {
    const checkedAt = '2026-11-22T12:00:00.000Z'
    const api = serviceView('api', 'degraded', { name: 'API', checkedAt, since: '2026-11-22T11:48:00.000Z' })
    const search = serviceView('search', 'down', { name: 'Search', checkedAt, since: '2026-11-20T09:00:00.000Z' })
    const notes = serviceView('notes', 'maintenance', { name: 'Notes', checkedAt })
    const one = trayModel(input({ status: { ...status(), services: [api, notes] } }))
    expect(one.tooltip).toBe('Platform Desktop — API degraded for 12 min, 1 under maintenance')
    const labels = (model: typeof one) =>
      model.items.filter((item) => item.type === 'info').map((item) => (item as { label: string }).label)
    expect(labels(one)).toEqual(['API degraded for 12 min', 'Notes: under maintenance'])
    // Two problems: counted in the tooltip, each with its time in the menu (hours, then days).
    const two = trayModel(
      input({ status: { ...status(), services: [search, { ...api, since: '2026-11-22T09:10:00Z' }] } })
    )
    expect(two.tooltip).toBe('Platform Desktop — 1 down, 1 degraded')
    expect(labels(two)).toEqual(['Search down for 2 days', 'API degraded for 2 hr'])
    // No "since" known: the state alone, as before.
    expect(labels(trayModel(input({ status: { ...status(), services: [{ ...api, since: null }] } })))).toEqual([
      'API: degraded'
    ])
  })

  it('while checking, "Check now" is disabled and says so', () => {
    const model = trayModel(input({ status: { ...status(), checking: true } }))
    expect(model.tooltip).toBe('Platform Desktop — Checking the platform…')
    expect(model.items).toContainEqual({ type: 'item', id: 'check-now', label: 'Checking…', enabled: false })
  })

  it('signed out: no "Sign out", status still listed', () => {
    const model = trayModel(input({ signedIn: false }))
    expect(model.state).toBe('signed-out')
    expect(model.tooltip).toBe('Platform Desktop — Signed out')
    expect(model.items.some((item) => item.type === 'item' && item.id === 'sign-out')).toBe(false)
    expect(model.items).toContainEqual({ type: 'info', label: 'S0: operational' })
  })

  it('on Linux, where icon clicks are unreliable, "Open" comes first', () => {
    const model = trayModel(input({ platform: 'linux' }))
    expect(model.items[0]).toEqual({ type: 'item', id: 'open', label: 'Open Platform Desktop', enabled: true })
    expect(model.items.filter((item) => item.type === 'item' && item.id === 'open')).toHaveLength(1)
  })

  it('shows unread notifications and an update in progress or ready', () => {
    const downloading = trayModel(
      input({ unread: 3, update: { line: 'Downloading update: 40%', readyToInstall: false } })
    )
    expect(downloading.tooltip).toBe(
      'Platform Desktop — All 2 services operational — 3 unread notifications — Downloading update: 40%'
    )
    expect(downloading.items).toContainEqual({
      type: 'item',
      id: 'open-notifications',
      label: 'Notifications (3 unread)',
      enabled: true
    })
    expect(downloading.items).toContainEqual({ type: 'info', label: 'Downloading update: 40%' })
    const ready = trayModel(input({ update: { line: 'Update ready', readyToInstall: true } }))
    expect(ready.items).toContainEqual({
      type: 'item',
      id: 'restart-to-update',
      label: 'Restart to update',
      enabled: true
    })
  })
})

describe('the tooltip on Windows, which shows at most 127 UTF-16 units', () => {
  const long = `Platform Desktop — ${'word '.repeat(40).trim()}`

  it('is trimmed at a word with an ellipsis, and left alone elsewhere or when it fits', () => {
    const fitted = fitTooltip(long, 'win32')
    expect(fitted.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_UNITS)
    expect(fitted).toMatch(/ word…$/)
    expect(long.startsWith(fitted.slice(0, -1))).toBe(true)
    expect(fitTooltip(long, 'linux')).toBe(long)
    expect(fitTooltip(long, 'darwin')).toBe(long)
    expect(fitTooltip('Platform Desktop — Signed out', 'win32')).toBe('Platform Desktop — Signed out')
  })

  it('never ends in half a character', () => {
    const text = `${'a'.repeat(125)}😀${'b'.repeat(10)}`
    const fitted = fitTooltip(text, 'win32')
    expect(fitted.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_UNITS)
    expect(fitted).toBe(`${'a'.repeat(125)}…`)
  })

  it('is what trayModel gives on Windows however much there is to say', () => {
    const model = trayModel(
      input({
        status: status('down', 'degraded', 'maintenance', 'unknown'),
        unread: 99999,
        update: { line: `Downloading update ${'9'.repeat(60)}: 40%`, readyToInstall: false }
      })
    )
    expect(model.tooltip.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_UNITS)
    expect(model.tooltip).toMatch(
      /^Platform Desktop — 1 down, 1 degraded, 1 under maintenance, 1 not checked — 99,999 unread notifications — .*…$/
    )
  })
})

describe('whose account (issue 36)', () => {
  it('names the account on screen and its server right after the app, while signed in', () => {
    expect(trayModel(input({ account: 'demo · staging.example.com', unread: 2 })).tooltip).toBe(
      'Platform Desktop — demo · staging.example.com — All 2 services operational — 2 unread notifications'
    )
    expect(trayModel(input({ account: 'demo · staging.example.com', signedIn: false })).tooltip).toBe(
      'Platform Desktop — Signed out'
    )
    expect(trayModel(input({ account: null })).tooltip).toBe('Platform Desktop — All 2 services operational')
  })

  it('keeps the account when Windows cuts a long tooltip: the end goes', () => {
    const model = trayModel(
      input({
        account: 'demo · staging.example.com',
        status: status('down', 'degraded', 'maintenance', 'unknown'),
        unread: 99999
      })
    )
    expect(model.tooltip.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_UNITS)
    expect(model.tooltip).toMatch(/^Platform Desktop — demo · staging\.example\.com — 1 down, .*…$/)
  })
})

describe('a click on the icon', () => {
  it('brings the window on Windows and Linux, but not on macOS, where it opens the menu', () => {
    expect([clickShowsWindow('win32'), clickShowsWindow('linux'), clickShowsWindow('darwin')]).toEqual([
      true,
      true,
      false
    ])
  })
})

describe('several servers and accounts (issue 24)', () => {
  it('one line per server in words, the icon and tooltip telling the worst of all; per-account unread lines', () => {
    const one = status('operational', 'operational')
    const two = status('operational', 'down')
    const model = trayModel(
      input({
        status: { ...two, services: [...one.services, ...two.services] },
        servers: [
          { host: 'one.example', status: one },
          { host: 'two.example', status: two }
        ],
        unread: 2,
        accounts: [
          { label: 'ada · one.example', unread: 2 },
          { label: 'bob · two.example', unread: 0 },
          { label: 'cy · two.example', unread: 5 }
        ]
      })
    )
    expect(model.state).toBe('degraded')
    expect(model.tooltip).toBe('Platform Desktop — 1 down — 2 unread notifications')
    const infos = model.items.filter((item) => item.type === 'info').map((item) => item.label)
    expect(infos).toEqual([
      'one.example: All 2 services operational',
      'two.example: 1 down',
      'ada · one.example: 2 unread',
      'cy · two.example: 5 unread'
    ])
    // No line per service while there are several servers.
    expect(infos.some((label) => label.startsWith('S0:'))).toBe(false)
  })

  it('one server: a line per service, as before', () => {
    const model = trayModel(input({ servers: [{ host: 'one.example', status: status('operational', 'operational') }] }))
    expect(model.items.filter((item) => item.type === 'info').map((item) => item.label)).toEqual([
      'S0: operational',
      'S1: operational'
    ])
  })
})
