// @vitest-environment happy-dom
// A service's last 90 days in the Status view (service-history.tsx): a bar
// per day, the availability, one tab stop moved with the arrow keys, each
// day told on hover and focus, and a summary in words for screen readers.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { HistoryDayState, StatusSnapshot } from '../../../src/shared/status'
import { serviceView } from '../../support/status-views'
import { ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const days: HistoryDayState[] = [
  ...Array<HistoryDayState>(85).fill('operational'),
  'degraded',
  'none',
  'down',
  'degraded',
  'maintenance'
]

const snapshot: StatusSnapshot = {
  services: [serviceView('api', 'maintenance', { name: 'API' })],
  checkedAt: '2026-11-28T12:00:00Z',
  checking: false,
  listProblem: null,
  history: { api: { from: '2026-08-31', days, available: 0.99249 } }
}

async function openStatus(status: StatusSnapshot) {
  const app = renderApp({ session: signedIn() })
  app.fake.setDefault('status:get', ok(status))
  app.fake.setDefault('status:platform-updates', ok({ limit: 10, items: [], other: null }))
  await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Status' }))
  return app
}

describe("A service's history", () => {
  it('draws a bar per day with its words, the availability and a summary for screen readers', async () => {
    await openStatus(snapshot)
    const row = await screen.findByRole('listitem', { name: 'API' })
    const group = within(row).getByRole('group', { name: 'Last 90 days' })
    const bars = within(group).getAllByRole('img')
    expect(bars).toHaveLength(90)
    expect(bars.map((bar) => bar.getAttribute('aria-label')).slice(-3)).toEqual([
      'Nov 26: outage',
      'Nov 27: degraded',
      'Nov 28: under maintenance'
    ])
    expect(bars[0]?.getAttribute('title')).toBe('Aug 31: operational')
    expect(bars[86]?.className).toContain('history-bar-none')
    // Rounded down: 99.249 % is not 99.3 %.
    expect(within(row).getByText('99.2% available over 90 days')).toBeTruthy()
    expect(
      within(row).getByText(
        'Last 90 days: 1 day with an outage, 2 days degraded, 1 day under maintenance, 85 days operational, and 1 day with no data'
      ).className
    ).toBe('visually-hidden')
  })

  it('is one tab stop: the arrow keys, Home and End move the focus, and the focused day is told', async () => {
    const app = await openStatus(snapshot)
    const row = await screen.findByRole('listitem', { name: 'API' })
    const bars = within(row).getAllByRole('img')
    expect(bars.filter((bar) => bar.tabIndex === 0)).toEqual([bars[89]])
    bars[89]?.focus()
    await app.user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(bars[87])
    expect(bars.filter((bar) => bar.tabIndex === 0)).toEqual([bars[87]])
    expect(within(row).getByText('Nov 26: outage', { selector: '.history-told' })).toBeTruthy()
    await app.user.keyboard('{Home}')
    expect(document.activeElement).toBe(bars[0])
    await app.user.keyboard('{End}{ArrowRight}')
    expect(document.activeElement).toBe(bars[89])
    fireEvent.mouseEnter(bars[85] as HTMLElement)
    expect(within(row).getByText('Nov 24: degraded', { selector: '.history-told' })).toBeTruthy()
  })

  it('says when nothing has been seen yet, and draws nothing without a history', async () => {
    await openStatus({
      ...snapshot,
      services: [...snapshot.services, serviceView('search', 'operational', { name: 'Search' })],
      history: { api: { from: '2026-08-31', days: Array<HistoryDayState>(90).fill('none'), available: null } }
    })
    const row = await screen.findByRole('listitem', { name: 'API' })
    expect(within(row).getByText('No availability yet: nothing seen over 90 days')).toBeTruthy()
    expect(within(screen.getByRole('listitem', { name: 'Search' })).queryByRole('group')).toBeNull()
  })
})
