// @vitest-environment happy-dom
// The Status view's "Latest updates" against a fake bridge: a list, an
// empty list and an answer with no list at all are three different things.
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { PlatformUpdatesView, StatusSnapshot } from '../../../src/shared/status'
import { ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const snapshot: StatusSnapshot = { services: [], checkedAt: null, checking: false, listProblem: null }

async function openStatus(updates: PlatformUpdatesView) {
  const app = renderApp({ session: signedIn() })
  app.fake.setDefault('status:get', ok(snapshot))
  app.fake.setDefault('status:platform-updates', ok(updates))
  await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Status' }))
  return app
}

describe('Latest updates', () => {
  it('shows the items', async () => {
    await openStatus({ limit: 10, items: [{ key: 'u1', title: 'Faster builds', date: null, body: 'They are faster.', url: null, tags: [] }], other: null })
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
