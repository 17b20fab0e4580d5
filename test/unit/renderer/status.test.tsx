// @vitest-environment happy-dom
// The Status view against a fake bridge: the summary line and the services
// worst first; "Latest updates" newest first, where a list, an empty list and
// an answer with no list at all are three different things.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { PlatformUpdatesModel, ServiceState, StatusSnapshot } from '../../../src/shared/status'
import { serviceView } from '../../support/status-views'
import { ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const snapshot: StatusSnapshot = { services: [], checkedAt: null, checking: false, listProblem: null }

async function openStatus(updates: PlatformUpdatesModel, status: StatusSnapshot = snapshot) {
  const app = renderApp({ session: signedIn() })
  app.fake.setDefault('status:get', ok(status))
  app.fake.setDefault('status:platform-updates', ok(updates))
  await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Status' }))
  return app
}

const service = (id: string, name: string, state: ServiceState) => serviceView(id, state, { name })

const noUpdates: PlatformUpdatesModel = { limit: 10, items: [], other: null }

describe('Services', () => {
  it('a summary line on top, then the services worst first', async () => {
    const services = [
      service('api', 'API', 'operational'),
      service('search', 'Search', 'maintenance'),
      service('notes', 'Notifications', 'degraded')
    ]
    await openStatus(noUpdates, { ...snapshot, services, checkedAt: '2026-11-22T08:00:00Z' })
    expect(await screen.findByText('2 services have problems')).toBeTruthy()
    expect(screen.getByText('1 service degraded, 1 under maintenance.')).toBeTruthy()
    const region = screen.getByRole('region', { name: 'Services' })
    // Each row is named by the service (its heading), in this order.
    const rows = within(region).getAllByRole('listitem')
    expect(
      ['Notifications', 'Search', 'API'].map((name) => rows.indexOf(within(region).getByRole('listitem', { name })))
    ).toEqual([0, 1, 2])
  })

  it('a maintenance window that ended is shown as past, not current; a problem says since when', async () => {
    const checkedAt = '2026-11-22T12:00:00Z'
    const services = [
      serviceView('search', 'operational', {
        name: 'Search',
        checkedAt,
        window: { start: '2026-11-07T07:00:00Z', end: '2026-11-08T12:00:00Z' }
      }),
      serviceView('notes', 'degraded', { name: 'Notifications', checkedAt, since: '2026-11-22T10:42:00Z' })
    ]
    await openStatus(noUpdates, { ...snapshot, services, checkedAt })
    const search = await screen.findByRole('listitem', { name: 'Search' })
    expect(within(search).getByText(/^Past maintenance, from /)).toBeTruthy()
    expect(within(search).queryByText(/^Maintenance from/)).toBeNull()
    const notes = screen.getByRole('listitem', { name: 'Notifications' })
    const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date('2026-11-22T10:42:00Z'))
    expect(
      within(notes).getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === `Degraded since ${time}`
      )
    ).toBeTruthy()
  })

  it('says what changed since the last look, asked once as the view opens, by the services’ names', async () => {
    const app = renderApp({ session: signedIn() })
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
    app.fake.setDefault(
      'status:looked',
      ok([
        { id: 'api', from: 'operational', to: 'degraded', at: ago(0.5) },
        { id: 'search', from: 'down', to: 'operational', at: ago(2) }
      ])
    )
    app.fake.setDefault(
      'status:get',
      ok({ ...snapshot, services: [service('api', 'API', 'degraded'), service('search', 'Search', 'operational')] })
    )
    app.fake.setDefault('status:platform-updates', ok(noUpdates))
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Status' })
    )
    expect(
      await screen.findByText(
        'Since you last looked: API became degraded 30 minutes ago and Search recovered 2 hours ago.'
      )
    ).toBeTruthy()
    expect(app.fake.mocks['status:looked']).toHaveBeenCalledTimes(1)
  })

  it('says nothing of changes when nothing changed since the last look', async () => {
    const app = renderApp({ session: signedIn() })
    app.fake.setDefault('status:looked', ok([]))
    app.fake.setDefault('status:get', ok({ ...snapshot, services: [service('api', 'API', 'operational')] }))
    app.fake.setDefault('status:platform-updates', ok(noUpdates))
    await screen.findByRole('navigation', { name: 'Main' })
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Status' })
    )
    expect(await screen.findByText('All systems operational')).toBeTruthy()
    expect(screen.queryByText(/Since you last looked/)).toBeNull()
  })

  it('all well: "All systems operational"', async () => {
    await openStatus(noUpdates, { ...snapshot, services: [service('api', 'API', 'operational')] })
    expect(await screen.findByText('All systems operational')).toBeTruthy()
  })
})

describe('Latest updates', () => {
  it('a timeline, newest first, each entry with its date', async () => {
    await openStatus({
      limit: 10,
      items: [
        {
          key: 'u1',
          title: 'Older',
          date: '2026-11-01T09:00:00Z',
          body: null,
          url: null,
          tags: [],
          mark: 'm1',
          fresh: false
        },
        {
          key: 'u2',
          title: 'Newer',
          date: '2026-11-20T09:00:00Z',
          body: null,
          url: null,
          tags: [],
          mark: 'm2',
          fresh: false
        }
      ],
      other: null
    })
    await screen.findByRole('heading', { name: 'Newer' })
    const entries = within(screen.getByRole('region', { name: 'Latest updates' })).getAllByRole('listitem')
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual(['Newer', 'Older'])
    expect(entries[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:00:00.000Z')
  })

  it('shows the items', async () => {
    await openStatus({
      limit: 10,
      items: [
        {
          key: 'u1',
          title: 'Faster builds',
          date: null,
          body: 'They are faster.',
          url: null,
          tags: [],
          mark: 'm1',
          fresh: false
        }
      ],
      other: null
    })
    expect(await screen.findByRole('heading', { name: 'Faster builds' })).toBeTruthy()
  })

  it('says "No updates" only for an empty list', async () => {
    await openStatus({ limit: 10, items: [], other: null })
    expect(await screen.findByText('No updates from the platform.')).toBeTruthy()
  })

  it('an answer without a list shows what came, not "No updates"', async () => {
    await openStatus({ limit: 10, items: [], other: { message: 'Blog moved' } })
    expect(await screen.findByText('The platform answered without a list of updates. What it sent:')).toBeTruthy()
    expect(screen.getByText(/Blog moved/)).toBeTruthy()
    expect(screen.queryByText('No updates from the platform.')).toBeNull()
  })
})
