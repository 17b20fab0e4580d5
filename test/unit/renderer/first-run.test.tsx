// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { connectionResult, createFakePlatform, failure, ok, settingsView } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const notConfigured = { settings: settingsView({ baseUrl: null, baseUrlSource: 'none' }) } as const

async function renderFirstRun(fake = createFakePlatform()) {
  const app = renderApp(notConfigured, fake)
  await screen.findByRole('heading', { level: 1, name: 'Connect to your platform' })
  return app
}

const urlField = () => screen.getByLabelText<HTMLInputElement>('Server URL')

describe('first run', () => {
  it('saves the typed address and moves on to sign-in, submitting with Enter', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:save', ok(connectionResult(settingsView({ baseUrl: 'https://platform.example.test' }))))
    const { user } = await renderFirstRun(fake)

    await user.type(urlField(), 'platform.example.test{Enter}')

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(fake.requests('connection:save')).toEqual([{ url: 'platform.example.test' }])
    expect(screen.getByText('https://platform.example.test')).toBeTruthy()
  })

  it('shows the error message from main as is and keeps what was typed', async () => {
    const fake = createFakePlatform()
    fake.reply(
      'connection:save',
      failure('This address uses http, which is not secure. Use an https address.', 'insecure-url')
    )
    const { user } = await renderFirstRun(fake)

    await user.type(urlField(), 'http://platform.example.test')
    await user.click(screen.getByRole('button', { name: 'Connect' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This address uses http, which is not secure. Use an https address.'
    )
    expect(urlField().value).toBe('http://platform.example.test')
    expect(urlField().getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeTruthy()
  })

  it('shows progress and disables the button while connecting, with one call only', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('connection:save')
    const { user } = await renderFirstRun(fake)

    await user.type(urlField(), 'https://platform.example.test{Enter}')
    const busyButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Connecting…' })
    expect(busyButton.disabled).toBe(true)
    await user.type(urlField(), '{Enter}')
    expect(fake.mocks['connection:save']).toHaveBeenCalledTimes(1)

    await act(() =>
      held.resolve(failure('The server did not answer. Check the address and your connection.', 'unreachable'))
    )
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Connect' })
    expect(button.disabled).toBe(false)
  })

  it('ignores a second submit event even when it bypasses the disabled button', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('connection:save')
    const { user } = await renderFirstRun(fake)

    await user.type(urlField(), 'https://platform.example.test')
    const form = urlField().closest('form')!
    fireEvent.submit(form)
    fireEvent.submit(form)

    expect(fake.mocks['connection:save']).toHaveBeenCalledTimes(1)
    await act(() =>
      held.resolve(failure('The server did not answer. Check the address and your connection.', 'unreachable'))
    )
  })

  it('leaves checking an empty address to main and shows its sentence', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:save', failure('Enter the address of your platform server.', 'invalid-input'))
    const { user } = await renderFirstRun(fake)

    await user.type(urlField(), '   ')
    await user.click(screen.getByRole('button', { name: 'Connect' }))

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter the address of your platform server.')
    expect(fake.mocks['connection:save']).toHaveBeenCalledWith({ url: '' })
  })

  it('Cancel beside “Connecting…” asks main to stop the check; the form is back, the address still there, no error shown', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('connection:save')
    fake.setDefault('connection:cancel', ok(null))
    const { user } = await renderFirstRun(fake)

    await user.type(urlField(), 'https://slow.example.test{Enter}')
    expect(screen.getByRole('button', { name: 'Connecting…' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(fake.requests('connection:cancel')).toEqual([undefined])
    // Main answers the aborted check as cancelled: not a problem to show.
    await act(() => held.resolve(failure('The check of the server address was cancelled.', 'cancelled')))

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Connect' }).disabled).toBe(false)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(urlField().value).toBe('https://slow.example.test')
    expect(document.activeElement).toBe(urlField())
  })

  it('Escape while connecting cancels too; no Cancel button when nothing runs', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('connection:save')
    fake.setDefault('connection:cancel', ok(null))
    const { user } = await renderFirstRun(fake)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()

    await user.type(urlField(), 'https://slow.example.test{Enter}')
    await user.keyboard('{Escape}')
    expect(fake.requests('connection:cancel')).toHaveLength(1)
    await act(() => held.resolve(failure('The check of the server address was cancelled.', 'cancelled')))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('Escape cancels a check started with the mouse, though the focus stays on the disabled Connect', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('connection:save')
    fake.setDefault('connection:cancel', ok(null))
    const { user } = await renderFirstRun(fake)
    await user.type(urlField(), 'https://slow.example.test')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(document.activeElement).not.toBe(urlField())
    await user.keyboard('{Escape}')
    expect(fake.requests('connection:cancel')).toHaveLength(1)
    await act(() => held.resolve(failure('The check of the server address was cancelled.', 'cancelled')))
    expect(screen.queryByRole('alert')).toBeNull()
    // Nothing runs: Escape asks main nothing.
    await user.keyboard('{Escape}')
    expect(fake.requests('connection:cancel')).toHaveLength(1)
  })

  it('Change on the sign-in screen comes back to the address as it was typed', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:save', ok(connectionResult(settingsView({ baseUrl: 'http://127.0.0.1:8787' }))))
    fake.reply('connection:forget', ok(connectionResult(settingsView({ baseUrl: null, baseUrlSource: 'none' }))))
    const { user } = await renderFirstRun(fake)

    await user.type(urlField(), '127.0.0.1:8787{Enter}')
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    await user.click(screen.getByRole('button', { name: 'Change server' }))

    await screen.findByRole('heading', { level: 1, name: 'Connect to your platform' })
    expect(urlField().value).toBe('127.0.0.1:8787')
  })

  it('forgetting a server set up before (another run, Settings) offers its address', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:forget', ok(connectionResult(settingsView({ baseUrl: null, baseUrlSource: 'none' }))))
    const { user } = renderApp({ settings: settingsView({ baseUrl: 'https://platform.example.test' }) }, fake)

    await user.click(await screen.findByRole('button', { name: 'Change server' }))

    await screen.findByRole('heading', { level: 1, name: 'Connect to your platform' })
    expect(urlField().value).toBe('https://platform.example.test')
  })
})
