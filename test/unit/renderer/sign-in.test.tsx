// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { useNoticesStore } from '../../../src/renderer/src/features/notices/notices-store'
import { useSessionStore } from '../../../src/renderer/src/features/session/session-store'
import { useSettingsStore } from '../../../src/renderer/src/features/settings/settings-store'
import {
  connectionResult,
  createFakePlatform,
  failure,
  noAccounts,
  ok,
  settingsView,
  signedIn,
  signedOut
} from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

async function renderSignIn(fake = createFakePlatform(), settings = settingsView()) {
  const app = renderApp({ settings }, fake)
  await screen.findByRole('heading', { level: 1, name: 'Sign in' })
  return app
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const wrongPassword = 'The username or password is not right. Check them and try again.'

describe('sign in with username and password', () => {
  it('labels every field, with Email marked optional', async () => {
    await renderSignIn()
    expect(field('Username').type).toBe('text')
    expect(field('Password').type).toBe('password')
    const email = field('Email')
    expect(email.type).toBe('email')
    const hint = document.getElementById(email.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('(optional)')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remember me' }).checked).toBe(false)
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Clear password after a failed attempt' }).checked
    ).toBe(false)
  })

  it('signs in with Enter, sends what was typed and opens the app shell', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in', ok(signedIn()))
    const { user } = await renderSignIn(fake)

    await user.type(field('Username'), 'ada')
    await user.type(field('Email'), 'ada@example.test')
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await user.type(field('Password'), 'correct horse{Enter}')

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(fake.requests('session:sign-in')).toEqual([
      { username: 'ada', email: 'ada@example.test', password: 'correct horse', rememberMe: true }
    ])
  })

  it('leaves the optional email out when it is empty', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in', ok(signedIn()))
    const { user } = await renderSignIn(fake)

    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    await screen.findByRole('navigation', { name: 'Main' })
    expect(fake.requests('session:sign-in')).toEqual([{ username: 'ada', password: 'secret', rememberMe: false }])
  })

  it('never puts the password into a store', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in', ok(signedIn()))
    const { user } = await renderSignIn(fake)

    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'pa55-unique-secret{Enter}')
    await screen.findByRole('navigation', { name: 'Main' })

    const everything = JSON.stringify([
      useSessionStore.getState(),
      useSettingsStore.getState(),
      useNoticesStore.getState()
    ])
    expect(everything).not.toContain('pa55-unique-secret')
  })

  it('shows the error message and keeps the password by default', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in', failure(wrongPassword))
    const { user } = await renderSignIn(fake)

    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'wrong{Enter}')

    expect((await screen.findByRole('alert')).textContent).toBe(wrongPassword)
    expect(field('Password').value).toBe('wrong')
    expect(field('Username').value).toBe('ada')
  })

  it('clears the password after a failure when the person asked for that', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in', failure(wrongPassword))
    const { user } = await renderSignIn(fake)

    await user.click(screen.getByRole('checkbox', { name: 'Clear password after a failed attempt' }))
    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'wrong{Enter}')

    expect((await screen.findByRole('alert')).textContent).toBe(wrongPassword)
    expect(field('Password').value).toBe('')
    expect(field('Username').value).toBe('ada')
  })

  it('shows progress and sends one request however often Enter is pressed', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('session:sign-in')
    const { user } = await renderSignIn(fake)

    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'secret{Enter}')
    await user.type(field('Password'), '{Enter}{Enter}')

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Signing in…' }).disabled).toBe(true)
    expect(fake.mocks['session:sign-in']).toHaveBeenCalledTimes(1)

    await act(() => held.resolve(ok(signedIn())))
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  it('ignores a second submit event even when it bypasses the disabled button', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('session:sign-in')
    const { user } = await renderSignIn(fake)

    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'secret')
    const form = field('Password').closest('form')!
    fireEvent.submit(form)
    fireEvent.submit(form)

    expect(fake.mocks['session:sign-in']).toHaveBeenCalledTimes(1)
    await act(() => held.resolve(failure(wrongPassword)))
  })

  it('asks for the missing fields instead of calling main', async () => {
    const fake = createFakePlatform()
    const { user } = await renderSignIn(fake)

    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(screen.getByRole('alert').textContent).toBe('Enter your username and password.')
    expect(fake.mocks['session:sign-in']).not.toHaveBeenCalled()
  })
})

describe('sign in with an API key', () => {
  it('switches to the key form and signs in with it', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in-with-key', ok(signedIn({ method: 'api-key' })))
    const { user } = await renderSignIn(fake)

    await user.click(screen.getByRole('tab', { name: 'API key' }))
    expect(screen.getByRole('tab', { name: 'API key' }).getAttribute('aria-selected')).toBe('true')
    expect(field('API key').type).toBe('password')
    expect(screen.queryByLabelText('Password')).toBeNull()
    await user.type(field('API key'), 'key-123')
    await user.click(screen.getByRole('checkbox', { name: 'Remember this key' }))
    await user.click(screen.getByRole('button', { name: 'Sign in with key' }))

    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(fake.requests('session:sign-in-with-key')).toEqual([{ apiKey: 'key-123', remember: true }])
  })

  it('shows the error message for a rejected key', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in-with-key', failure('The server did not accept this API key.', 'unauthorized'))
    const { user } = await renderSignIn(fake)

    await user.click(screen.getByRole('tab', { name: 'API key' }))
    await user.type(field('API key'), 'bad-key{Enter}')

    expect((await screen.findByRole('alert')).textContent).toBe('The server did not accept this API key.')
    await user.click(screen.getByRole('tab', { name: 'Password' }))
    expect(field('Password')).toBeTruthy()
  })
})

describe('the ways in as tabs', () => {
  const tab = (name: string) => screen.getByRole('tab', { name })
  const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true')

  it('is a named tablist with Password selected and the only tab in the Tab order', async () => {
    await renderSignIn()
    expect(screen.getByRole('tablist', { name: 'Way to sign in' })).toBeTruthy()
    expect(selected()).toEqual([tab('Password')])
    expect([tab('Password').tabIndex, tab('API key').tabIndex]).toEqual([0, -1])
    const panel = screen.getByRole('tabpanel')
    expect(tab('Password').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.contains(field('Password'))).toBe(true)
  })

  it('moves and selects with the arrow keys, Home and End, wrapping at the ends', async () => {
    const { user } = await renderSignIn()
    tab('Password').focus()

    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('API key'))
    expect(selected()).toEqual([tab('API key')])
    expect(screen.getByRole('tabpanel').contains(field('API key'))).toBe(true)
    expect(screen.queryByLabelText('Password')).toBeNull()

    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Password'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('API key'))
    await user.keyboard('{Home}')
    expect(selected()).toEqual([tab('Password')])
    await user.keyboard('{End}')
    expect(selected()).toEqual([tab('API key')])
    expect([tab('Password').tabIndex, tab('API key').tabIndex]).toEqual([-1, 0])
  })

  it('says in one line what remembering does, for either way in', async () => {
    const { user } = await renderSignIn()
    const hintOf = (element: HTMLElement) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent
    expect(hintOf(screen.getByRole('checkbox', { name: 'Remember me' }))).toBe(
      'Keeps you signed in after you quit, encrypted.'
    )
    await user.click(tab('API key'))
    expect(hintOf(screen.getByRole('checkbox', { name: 'Remember this key' }))).toBe(
      'Keeps you signed in with this key after you quit, encrypted.'
    )
  })
})

describe('server on the sign-in view', () => {
  it('shows the server as a chip with Change', async () => {
    await renderSignIn()
    const change = screen.getByRole('button', { name: 'Change server' })
    expect(change.textContent).toBe('Change')
    expect(change.closest('.server-chip')?.textContent).toContain('https://platform.example.test')
  })

  it('forgets the server and goes back to first run', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:forget', ok(connectionResult(settingsView({ baseUrl: null, baseUrlSource: 'none' }))))
    const { user } = await renderSignIn(fake)

    await user.click(screen.getByRole('button', { name: 'Change server' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeTruthy()
    expect(fake.mocks['connection:forget']).toHaveBeenCalledTimes(1)
  })

  it('cannot change a server set by PLATFORM_BASE_URL', async () => {
    await renderSignIn(createFakePlatform(), settingsView({ baseUrlSource: 'env' }))
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change server' }).disabled).toBe(true)
    expect(screen.getByText(/set by PLATFORM_BASE_URL/)).toBeTruthy()
  })
})

describe('session changes from main', () => {
  it('returns to sign-in with an explanation when the session expires', async () => {
    const { fake } = renderApp({ session: signedIn() })
    await screen.findByRole('navigation', { name: 'Main' })

    act(() => fake.emit('session:changed', { session: signedOut, reason: 'expired', accounts: noAccounts }))

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Your session has expired — please sign in again')
  })

  it('returns to sign-in without the expiry message when signed out', async () => {
    const reason = 'signed-out' as const
    const { fake } = renderApp({ session: signedIn() })
    await screen.findByRole('navigation', { name: 'Main' })

    act(() => fake.emit('session:changed', { session: signedOut, reason, accounts: noAccounts }))

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('drops the expiry message once the person signs in again', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in', ok(signedIn()))
    const { user } = renderApp({ session: signedIn() }, fake)
    await screen.findByRole('navigation', { name: 'Main' })
    act(() => fake.emit('session:changed', { session: signedOut, reason: 'expired', accounts: noAccounts }))

    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'secret{Enter}')

    await screen.findByRole('navigation', { name: 'Main' })
    expect(useSessionStore.getState().signInMessage).toBeNull()
  })
})
