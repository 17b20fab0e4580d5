// @vitest-environment happy-dom
// Reopening where the person left off: the page opens the bootstrap's resume
// route only with a session for it, and only when nothing navigated first.
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { bootstrapData, createFakePlatform, noAccounts, ok, signedIn, signedOut } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const nav = () => screen.getByRole('navigation', { name: 'Main' })
const current = () =>
  within(nav())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-current') === 'page')
    .map((b) => b.textContent)
const backButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Back' })

describe('the bootstrap’s resume route', () => {
  it('opens in place of the landing view when signed in: Back leads nowhere', async () => {
    renderApp({ session: signedIn(), resume: { view: 'settings' } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()
    expect(current()).toEqual(['Settings'])
    expect(backButton().disabled).toBe(true)
  })

  it('gives way to a link in the same bootstrap', async () => {
    const fake = createFakePlatform()
    fake.setDefault('people:profile', { ok: false, error: { kind: 'not-found', message: 'No such user.' } })
    fake.setDefault('people:activity', { ok: false, error: { kind: 'not-found', message: 'No such user.' } })
    renderApp({ session: signedIn(), route: { view: 'profile', userId: '2' }, resume: { view: 'settings' } }, fake)
    await screen.findByRole('navigation', { name: 'Main' })
    // Another person's profile: no navigation item is current (Profile is your own), and Settings is not shown.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Profile/)
    expect(current()).toEqual([])
  })

  it('gives way to a navigation that arrived before the bootstrap’s answer', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('app:bootstrap')
    renderApp({}, fake)
    act(() => fake.emit('navigate', { route: { view: 'status' } }))
    fake.setDefault('status:get', {
      ok: false,
      error: { kind: 'unreachable', message: 'Could not reach the platform.' }
    })
    await act(() => held.resolve(ok(bootstrapData({ session: signedIn(), resume: { view: 'settings' } }))))
    await screen.findByRole('navigation', { name: 'Main' })
    expect(current()).toEqual(['Status'])
  })

  it('waits while the remembered sign-in is read, and opens when it comes back', async () => {
    const { fake } = renderApp({ session: { signedIn: false, restoring: true }, resume: { view: 'settings' } })
    await screen.findByText('Restoring your sign-in…')
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'restored', accounts: noAccounts }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()
  })

  it('is dropped when the restore ends without a session: signing in later lands on the usual view', async () => {
    const { fake } = renderApp({ session: { signedIn: false, restoring: true }, resume: { view: 'settings' } })
    await screen.findByText('Restoring your sign-in…')
    act(() => fake.emit('session:changed', { session: signedOut, reason: 'restored', accounts: noAccounts }))
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'signed-in', accounts: noAccounts }))
    await screen.findByRole('navigation', { name: 'Main' })
    expect(current()).toEqual(['Profile'])
  })

  it('gives way to a link that arrives while the sign-in is restored', async () => {
    const { fake } = renderApp({ session: { signedIn: false, restoring: true }, resume: { view: 'settings' } })
    await screen.findByText('Restoring your sign-in…')
    fake.setDefault('status:get', {
      ok: false,
      error: { kind: 'unreachable', message: 'Could not reach the platform.' }
    })
    act(() => fake.emit('navigate', { route: { view: 'status' } }))
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'restored', accounts: noAccounts }))
    await screen.findByRole('navigation', { name: 'Main' })
    expect(current()).toEqual(['Status'])
  })
})

describe('reporting where the page is', () => {
  it('tells main each route the shell shows', async () => {
    const { fake, user } = renderApp({ session: signedIn() })
    await screen.findByRole('navigation', { name: 'Main' })
    await user.click(within(nav()).getByRole('button', { name: 'Settings' }))
    expect(fake.requests('navigation:visited')).toEqual([
      { route: { view: 'profile' } },
      { route: { view: 'settings' } }
    ])
  })

  it('says nothing while signed out', async () => {
    const { fake } = renderApp({ session: signedOut })
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(fake.requests('navigation:visited')).toEqual([])
  })
})
