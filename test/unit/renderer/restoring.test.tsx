// @vitest-environment happy-dom
// While main reads the remembered sign-in the window says so (and shows no
// sign-in form); a kept sign-in's notice offers "Try again" (a file the OS
// held) or "Quit and reopen" (a keyring that gave no key: only a new run asks it again).
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Notice } from '../../../src/shared/notice'
import { createFakePlatform, noAccounts, ok, signedIn, signedOut } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const kept: Notice = {
  id: 'notice-1',
  level: 'warning',
  message:
    'Your saved sign-in could not be read right now (EBUSY: the file is locked or not accessible), so you are signed out for now.',
  action: { kind: 'retry-restore', label: 'Try again' }
}

const keyring: Notice = {
  id: 'notice-3',
  level: 'warning',
  message: 'Your system keyring did not give Platform Desktop the key to your saved sign-in.',
  action: { kind: 'relaunch', label: 'Quit and reopen', account: 'a0123456789abcdef' }
}

describe('restoring the remembered sign-in', () => {
  it('says "Restoring your sign-in…" in a status region, with no sign-in form, until main says how it ended', async () => {
    const { fake } = renderApp({ session: { signedIn: false, restoring: true } })

    expect((await screen.findByText('Restoring your sign-in…')).getAttribute('role')).toBe('status')
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull()
    expect(screen.queryByLabelText('Password')).toBeNull()

    act(() => fake.emit('session:changed', { session: signedOut, reason: 'restored', accounts: noAccounts }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.queryByText('Restoring your sign-in…')).toBeNull()
  })

  it('goes straight to the app when the restore brings the session back', async () => {
    const { fake } = renderApp({ session: { signedIn: false, restoring: true } })
    await screen.findByText('Restoring your sign-in…')
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'restored', accounts: noAccounts }))
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
  })
})

describe('a kept sign-in', () => {
  it('"Try again" asks main to read it again; a restored session replaces the notice and the sign-in form', async () => {
    const fake = createFakePlatform()
    fake.reply('session:retry-restore', ok(signedIn()))
    const { user } = renderApp({ notices: [kept] }, fake)

    const region = await screen.findByRole('region', { name: 'Notices' })
    await user.click(within(region).getByRole('button', { name: 'Try again' }))

    expect(fake.mocks['session:retry-restore']).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.queryByText(kept.message)).toBeNull()
  })

  it('"Try again" that still cannot read it: the sign-in form stays, and main’s next notice says why', async () => {
    const fake = createFakePlatform()
    fake.reply('session:retry-restore', ok(signedOut))
    const { user } = renderApp({ notices: [kept] }, fake)
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    act(() =>
      fake.emit('notice', { ...kept, id: 'notice-2', message: 'Your saved sign-in still could not be read (EBUSY).' })
    )

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Your saved sign-in still could not be read (EBUSY).'
    ])
  })

  it('the notice goes away when the session arrives some other way (unlock, resume)', async () => {
    const { fake } = renderApp({ notices: [kept] })
    await screen.findByText(kept.message)
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'restored', accounts: noAccounts }))
    await screen.findByRole('navigation', { name: 'Main' })
    expect(screen.queryByText(kept.message)).toBeNull()
  })
})

describe('a sign-in the keyring gave no key to', () => {
  it('"Quit and reopen" asks main to quit and start again, for the account the notice is about; no retry is asked for', async () => {
    const fake = createFakePlatform()
    fake.reply('session:relaunch', ok(null))
    const { user } = renderApp({ notices: [keyring] }, fake)

    const region = await screen.findByRole('region', { name: 'Notices' })
    expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull()
    await user.click(within(region).getByRole('button', { name: 'Quit and reopen' }))

    expect(fake.mocks['session:relaunch']).toHaveBeenCalledTimes(1)
    expect(fake.mocks['session:relaunch']).toHaveBeenCalledWith(undefined, 'a0123456789abcdef')
    expect(fake.mocks['session:retry-restore']).not.toHaveBeenCalled()
  })

  it('the notice goes away when that account is signed in some other way', async () => {
    const { fake } = renderApp({ notices: [{ ...keyring, action: { kind: 'relaunch', label: 'Quit and reopen' } }] })
    await screen.findByText(keyring.message)
    act(() => fake.emit('session:changed', { session: signedIn(), reason: 'signed-in', accounts: noAccounts }))
    await screen.findByRole('navigation', { name: 'Main' })
    expect(screen.queryByText(keyring.message)).toBeNull()
  })
})
