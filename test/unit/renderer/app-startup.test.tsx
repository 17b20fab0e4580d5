// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { App } from '../../../src/renderer/src/app/app'
import { startEarly } from '../../../src/renderer/src/app/bootstrap'
import { useSettingsStore } from '../../../src/renderer/src/features/settings/settings-store'
import { bootstrapData, createFakePlatform, failure, ok, settingsView, signedIn } from './fake-platform'
import { installPlatform, renderApp, resetStores } from './render-app'

afterEach(cleanup)

describe('startup', () => {
  it('shows a calm loading state until bootstrap answers, and asks only once', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('app:bootstrap')
    renderApp({}, fake)

    expect(screen.getByText('Getting things ready…').getAttribute('role')).toBe('status')
    await act(() => held.resolve(ok(bootstrapData())))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(fake.mocks['app:bootstrap']).toHaveBeenCalledTimes(1)
  })

  it('asks only once under StrictMode, which replays effects', async () => {
    const fake = createFakePlatform()
    fake.reply('app:bootstrap', ok(bootstrapData()))
    resetStores()
    installPlatform(fake)
    render(
      <StrictMode>
        <App />
      </StrictMode>
    )

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(fake.mocks['app:bootstrap']).toHaveBeenCalledTimes(1)
    expect(fake.listenerCount('session:changed')).toBe(1)
  })

  it('started early (as main.tsx does): asked and listened to once, before React renders, and App does not ask again', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('app:bootstrap')
    resetStores()
    installPlatform(fake)
    startEarly()
    startEarly()
    expect(fake.mocks['app:bootstrap']).toHaveBeenCalledTimes(1)
    expect(fake.listenerCount('session:changed')).toBe(1)
    render(
      <StrictMode>
        <App />
      </StrictMode>
    )
    await act(() => held.resolve(ok(bootstrapData({ session: signedIn() }))))
    // The signed-in app is its own chunk, loaded on demand: it still arrives.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(fake.mocks['app:bootstrap']).toHaveBeenCalledTimes(1)
    expect(fake.listenerCount('session:changed')).toBe(1)
  })

  it('keeps settings main sent while bootstrap was on its way (the tray’s answer), not what bootstrap saw', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('app:bootstrap')
    renderApp({}, fake)
    const newer = settingsView({ theme: 'dark' })
    act(() => fake.emit('settings:changed', newer))
    await act(() =>
      held.resolve(ok(bootstrapData({ session: signedIn(), settings: settingsView({ theme: 'light' }) })))
    )
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(useSettingsStore.getState().settings?.theme).toBe('dark')
  })

  it('routes to first run when no server is configured', async () => {
    renderApp({ settings: settingsView({ baseUrl: null, baseUrlSource: 'none' }) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('routes to sign-in when a server is configured but nobody is signed in', async () => {
    renderApp()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.getByText('https://platform.example.test')).toBeTruthy()
  })

  it('routes to the app shell when already signed in', async () => {
    renderApp({ session: signedIn() })
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy()
  })

  it('explains a failed bootstrap and tries again on request', async () => {
    const fake = createFakePlatform()
    fake.reply('app:bootstrap', failure('Platform Desktop could not read its settings. Try again.', 'storage'))
    const { user } = renderApp({}, fake)

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Platform Desktop could not read its settings. Try again.'
    )
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(fake.mocks['app:bootstrap']).toHaveBeenCalledTimes(2)
  })

  it('sets the theme attribute from settings', async () => {
    renderApp({ settings: settingsView({ theme: 'dark' }) })
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})

describe('notices', () => {
  it('shows bootstrap notices in live regions by level, each dismissible', async () => {
    const { user } = renderApp({
      notices: [
        { id: 'n1', level: 'info', message: 'Your settings file was moved aside and a fresh one started.' },
        { id: 'n2', level: 'warning', message: 'The saved sign-in could not be read, so it was discarded.' }
      ]
    })

    const region = await screen.findByRole('region', { name: 'Notices' })
    const announcer = screen.getByRole('status', { name: 'Announcements' })
    expect(announcer.textContent).toBe('Your settings file was moved aside and a fresh one started.')
    expect(within(region).getByText('Your settings file was moved aside and a fresh one started.')).toBeTruthy()
    expect(within(region).getByRole('alert').textContent).toBe(
      'The saved sign-in could not be read, so it was discarded.'
    )

    const dismissButtons = within(region).getAllByRole('button', { name: 'Dismiss' })
    expect(dismissButtons).toHaveLength(2)
    await user.click(dismissButtons[0]!)
    expect(within(region).queryByText('Your settings file was moved aside and a fresh one started.')).toBeNull()
    expect(announcer.textContent).toBe('')
    expect(within(region).getByRole('alert')).toBeTruthy()
  })

  it('speaks an information notice through a live region that was there before it (screen readers miss one made with its text)', async () => {
    const { fake } = renderApp({ session: signedIn() })
    await screen.findByRole('navigation', { name: 'Main' })
    const announcer = screen.getByRole('status', { name: 'Announcements' })
    expect(announcer.textContent).toBe('')

    act(() => fake.emit('notice', { id: 'saved', level: 'info', message: 'The diagnostics report was saved.' }))
    expect(screen.getByRole('status', { name: 'Announcements' })).toBe(announcer)
    expect(announcer.textContent).toBe('The diagnostics report was saved.')
    // Only once: the visible notice is not a second live region.
    expect(
      screen.getAllByText('The diagnostics report was saved.').filter((node) => node.closest('[role="status"]'))
    ).toEqual([announcer])
  })

  it('adds notices that arrive later as events, once per id', async () => {
    const { fake } = renderApp({ session: signedIn() })
    await screen.findByRole('navigation', { name: 'Main' })

    const notice = { id: 'late', level: 'error', message: 'The keychain refused to store your sign-in.' } as const
    act(() => fake.emit('notice', notice))
    act(() => fake.emit('notice', notice))

    const region = screen.getByRole('region', { name: 'Notices' })
    expect(
      within(region)
        .getAllByRole('alert')
        .map((a) => a.textContent)
    ).toEqual(['The keychain refused to store your sign-in.'])
  })

  it('stops listening to events when the app unmounts', async () => {
    const { fake, unmount } = renderApp()
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(fake.listenerCount('session:changed')).toBe(1)
    unmount()
    expect(fake.listenerCount('session:changed')).toBe(0)
    expect(fake.listenerCount('notice')).toBe(0)
    expect(fake.listenerCount('navigate')).toBe(0)
  })
})
