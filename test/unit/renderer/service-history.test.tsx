// @vitest-environment happy-dom
// A service's last 90 days in the Status view (service-history.tsx): a bar
// per day, the availability, one slider moved with the arrow keys, each
// day told on hover and focus, and a summary in words for screen readers.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
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
    const slider = within(row).getByRole('slider', { name: 'Last 90 days' })
    // The bars are drawn, and the slider's children are presentational: no image per day for a screen reader.
    const bars = Array.from(slider.querySelectorAll('.history-bar'))
    expect(bars).toHaveLength(90)
    expect(within(row).queryAllByRole('img')).toEqual([])
    expect(bars.map((bar) => bar.getAttribute('title')).slice(-3)).toEqual([
      'Nov 26: outage',
      'Nov 27: degraded',
      'Nov 28: under maintenance'
    ])
    expect(bars[0]?.getAttribute('title')).toBe('Aug 31: operational')
    expect(bars[86]?.className).toContain('history-bar-none')
    // It stands on today at first.
    expect(slider.getAttribute('aria-valuenow')).toBe('90')
    expect(slider.getAttribute('aria-valuemax')).toBe('90')
    expect(slider.getAttribute('aria-valuetext')).toBe('Nov 28: under maintenance')
    // Rounded down: 99.249 % is not 99.3 %.
    expect(within(row).getByText('99.2% available over 90 days')).toBeTruthy()
    expect(
      within(row).getByText(
        'Last 90 days: 1 day with an outage, 2 days degraded, 1 day under maintenance, 85 days operational, and 1 day with no data'
      ).className
    ).toBe('visually-hidden')
  })

  it('is one tab stop: the arrow keys, Page Up and Down, Home and End move the day, which is told', async () => {
    const app = await openStatus(snapshot)
    const row = await screen.findByRole('listitem', { name: 'API' })
    const slider = within(row).getByRole('slider', { name: 'Last 90 days' })
    const bars = Array.from(slider.querySelectorAll('.history-bar'))
    const day = () => [slider.getAttribute('aria-valuenow'), slider.getAttribute('aria-valuetext')]
    expect(slider.tabIndex).toBe(0)
    expect(row.querySelectorAll('[tabindex]')).toHaveLength(1)
    // Nothing is told before the focus or the pointer comes.
    expect(row.querySelector('.history-told')).toBeNull()
    act(() => slider.focus())
    expect(within(row).getByText('Nov 28: under maintenance', { selector: '.history-told' })).toBeTruthy()
    await app.user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(day()).toEqual(['88', 'Nov 26: outage'])
    expect(bars[87]?.className).toContain('history-bar-current')
    expect(within(row).getByText('Nov 26: outage', { selector: '.history-told' })).toBeTruthy()
    await app.user.keyboard('{PageDown}')
    expect(day()).toEqual(['81', 'Nov 19: operational'])
    await app.user.keyboard('{ArrowUp}')
    expect(day()).toEqual(['82', 'Nov 20: operational'])
    await app.user.keyboard('{Home}')
    expect(day()).toEqual(['1', 'Aug 31: operational'])
    await app.user.keyboard('{ArrowLeft}')
    expect(day()[0]).toBe('1')
    await app.user.keyboard('{End}{ArrowRight}{PageUp}')
    expect(day()[0]).toBe('90')
    expect(document.activeElement).toBe(slider)
    // The pointer's day is told while it rests there; a click moves the slider to it.
    fireEvent.mouseEnter(bars[85] as HTMLElement)
    expect(within(row).getByText('Nov 24: degraded', { selector: '.history-told' })).toBeTruthy()
    fireEvent.mouseDown(bars[85] as HTMLElement)
    expect(day()).toEqual(['86', 'Nov 24: degraded'])
    fireEvent.mouseLeave(slider)
    act(() => slider.blur())
    expect(row.querySelector('.history-told')).toBeNull()
  })

  it('says when nothing has been seen yet, and draws nothing without a history', async () => {
    await openStatus({
      ...snapshot,
      services: [...snapshot.services, serviceView('search', 'operational', { name: 'Search' })],
      history: { api: { from: '2026-08-31', days: Array<HistoryDayState>(90).fill('none'), available: null } }
    })
    const row = await screen.findByRole('listitem', { name: 'API' })
    expect(within(row).getByText('No availability yet: nothing seen over 90 days')).toBeTruthy()
    expect(within(screen.getByRole('listitem', { name: 'Search' })).queryByRole('slider')).toBeNull()
  })
})
