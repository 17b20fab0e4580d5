// @vitest-environment happy-dom
// Issue 36: the sign-in form as a person meets it — what it keeps between its
// tabs, where focus starts, what it knows after an expired session, and what
// Remember me starts as.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { loadAppShell } from '../../../src/renderer/src/app/load-app-shell'
import { useAccountsStore } from '../../../src/renderer/src/features/accounts/accounts-store'
import { useNoticesStore } from '../../../src/renderer/src/features/notices/notices-store'
import { useSessionStore } from '../../../src/renderer/src/features/session/session-store'
import { useSettingsStore } from '../../../src/renderer/src/features/settings/settings-store'
import { createFakePlatform, noAccounts, ok, settingsView, signedIn, signedOut } from './fake-platform'
import { renderApp } from './render-app'

// The signed-in app's chunk loads once, before any test waits on it with Testing Library's 5 s.
beforeAll(async () => {
  await loadAppShell()
})
afterEach(cleanup)

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name })
const tab = (name: string) => screen.getByRole('tab', { name })

async function renderSignIn(bootstrap: Parameters<typeof renderApp>[0] = {}, fake = createFakePlatform()) {
  const app = renderApp(bootstrap, fake)
  await screen.findByRole('heading', { level: 1, name: 'Sign in' })
  return app
}

describe('switching between Password and API key', () => {
  it('keeps what was typed in each tab', async () => {
    const { user } = await renderSignIn()
    await user.type(field('Username'), 'ada')
    await user.type(field('Email'), 'ada@example.test')
    await user.type(field('Password'), 'correct horse')
    await user.click(checkbox('Clear password after a failed attempt'))

    await user.click(tab('API key'))
    expect(field('API key').value).toBe('')
    await user.type(field('API key'), 'key-123')
    await user.click(checkbox('Remember this key'))

    await user.click(tab('Password'))
    expect([field('Username').value, field('Email').value, field('Password').value]).toEqual([
      'ada',
      'ada@example.test',
      'correct horse'
    ])
    expect(checkbox('Clear password after a failed attempt').checked).toBe(true)

    await user.click(tab('API key'))
    expect(field('API key').value).toBe('key-123')
    expect(checkbox('Remember this key').checked).toBe(true)
  })

  it('keeps them in the form only: no store or web storage ever holds the password or the key', async () => {
    const { user } = await renderSignIn()
    await user.type(field('Username'), 'ada')
    await user.type(field('Password'), 'pa55-unique-secret')
    await user.click(tab('API key'))
    await user.type(field('API key'), 'key-unique-secret')
    await user.click(tab('Password'))

    const everything = JSON.stringify([
      useSessionStore.getState(),
      useSettingsStore.getState(),
      useNoticesStore.getState(),
      useAccountsStore.getState(),
      { ...localStorage },
      { ...sessionStorage }
    ])
    expect(everything).not.toContain('pa55-unique-secret')
    expect(everything).not.toContain('key-unique-secret')
  })
})

describe('where focus starts', () => {
  it('in the username field, inside a region the heading names', async () => {
    await renderSignIn()
    expect(document.activeElement).toBe(field('Username'))
    const region = screen.getByRole('region', { name: 'Sign in' })
    expect(region.contains(document.activeElement)).toBe(true)
    expect(region.contains(screen.getByRole('heading', { level: 1, name: 'Sign in' }))).toBe(true)
  })

  it('stays on the tab when the person switches tabs', async () => {
    const { user } = await renderSignIn()
    await user.click(tab('API key'))
    expect(document.activeElement).toBe(tab('API key'))
    await user.click(tab('Password'))
    expect(document.activeElement).toBe(tab('Password'))
  })
})

describe('after the platform ended the session (401)', () => {
  async function expireFrom(
    session = signedIn(),
    fake = createFakePlatform(),
    reason: 'expired' | 'signed-out' = 'expired'
  ) {
    const app = renderApp({ session }, fake)
    await screen.findByRole('navigation', { name: 'Main' })
    act(() => fake.emit('session:changed', { session: signedOut, reason, accounts: noAccounts }))
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    return app
  }

  it('fills in the username, focuses the password, and signs back in with it', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-in', ok(signedIn()))
    const { user } = await expireFrom(signedIn({ username: 'ada' }), fake)

    expect(screen.getByRole('alert').textContent).toBe('Your session has expired — please sign in again')
    expect(field('Username').value).toBe('ada')
    expect(field('Password').value).toBe('')
    expect(document.activeElement).toBe(field('Password'))
    expect(useSessionStore.getState().expiredAs).toEqual({ username: 'ada', method: 'password' })

    await user.keyboard('secret{Enter}')
    await screen.findByRole('navigation', { name: 'Main' })
    expect(fake.requests('session:sign-in')).toEqual([{ username: 'ada', password: 'secret', rememberMe: false }])
    expect(useSessionStore.getState().expiredAs).toBeNull()
  })

  it('opens on the API key tab after a key sign-in, never putting its name in the username field', async () => {
    const { user } = await expireFrom(signedIn({ username: 'API key', method: 'api-key' }))
    expect(tab('API key').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(field('API key'))
    expect(field('API key').value).toBe('')
    await user.click(tab('Password'))
    expect(field('Username').value).toBe('')
  })

  it('starts afresh after a sign-out', async () => {
    await expireFrom(signedIn({ username: 'ada' }), createFakePlatform(), 'signed-out')
    expect(field('Username').value).toBe('')
    expect(document.activeElement).toBe(field('Username'))
    expect(useSessionStore.getState().expiredAs).toBeNull()
  })
})

describe('a form per account', () => {
  it('what was typed on one signed-out account’s form is not shown on another’s', async () => {
    const A = 'a00000000000000aa'
    const B = 'a00000000000000bb'
    const both = (active: string) => ({
      active,
      accounts: [
        {
          id: A,
          username: 'ada',
          host: 'one.example',
          baseUrl: 'https://one.example',
          signedIn: false,
          color: 'teal' as const
        },
        {
          id: B,
          username: 'bob',
          host: 'two.example',
          baseUrl: 'https://two.example',
          signedIn: false,
          color: 'orange' as const
        }
      ]
    })
    const { fake, user } = renderApp({ session: signedOut, accounts: both(B) })
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    await user.type(field('Username'), 'bob')
    await user.type(field('Password'), 'bobs-secret')

    act(() => fake.emit('session:changed', { session: signedOut, reason: 'switched', accounts: both(A) }))

    // A's own username (the account is ada's), never what was typed for bob.
    expect(field('Username').value).toBe('ada')
    expect(field('Password').value).toBe('')
  })

  it('a listed account signed out before this start opens with its username, the password focused', async () => {
    const A = 'a00000000000000aa'
    const accounts = {
      active: A,
      accounts: [
        {
          id: A,
          username: 'ada',
          host: 'one.example',
          baseUrl: 'https://one.example',
          signedIn: false,
          color: 'teal' as const
        }
      ]
    }
    renderApp({ session: signedOut, accounts })
    await screen.findByRole('heading', { level: 1, name: 'Sign in' })
    expect(field('Username').value).toBe('ada')
    expect(document.activeElement).toBe(field('Password'))
  })
})

describe('what Remember me starts as', () => {
  it.each(['darwin', 'win32'] as const)(
    'ticked on %s, where the OS keyring always protects the kept sign-in, and sent so',
    async (platform) => {
      const fake = createFakePlatform()
      fake.reply('session:sign-in', ok(signedIn()))
      const { user } = await renderSignIn({ platform }, fake)
      expect(checkbox('Remember me').checked).toBe(true)
      expect(checkbox('Clear password after a failed attempt').checked).toBe(false)
      await user.click(tab('API key'))
      expect(checkbox('Remember this key').checked).toBe(true)
      await user.click(tab('Password'))

      await user.type(field('Username'), 'ada')
      await user.type(field('Password'), 'secret{Enter}')
      await screen.findByRole('navigation', { name: 'Main' })
      expect(fake.requests('session:sign-in')).toEqual([{ username: 'ada', password: 'secret', rememberMe: true }])
    }
  )

  it.each([
    ['linux', false],
    ['linux', true],
    ['other', false]
  ] as const)(
    'unticked on %s (weak storage allowed: %s): no keyring is known to protect it',
    async (platform, allowWeakTokenStorage) => {
      const { user } = await renderSignIn({ platform, settings: settingsView({ allowWeakTokenStorage }) })
      expect(checkbox('Remember me').checked).toBe(false)
      await user.click(tab('API key'))
      expect(checkbox('Remember this key').checked).toBe(false)
    }
  )

  it('stays as the person left it when they untick it and switch tabs', async () => {
    const { user } = await renderSignIn({ platform: 'darwin' })
    await user.click(checkbox('Remember me'))
    await user.click(tab('API key'))
    await user.click(tab('Password'))
    expect(checkbox('Remember me').checked).toBe(false)
  })
})
