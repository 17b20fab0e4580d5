// @vitest-environment happy-dom
// Add account's server step shares first run's (use-server-step.ts): Cancel
// or Escape stop a running check through 'connection:cancel' and leave the
// form as it was, main's sentence is shown as is, and the address typed is
// kept when Change server on the new account's sign-in comes back to it.
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { AccountsModel } from '../../../src/shared/accounts'
import { createFakePlatform, failure, ok, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const A = 'a00000000000000aa'
const NEW = 'a00000000000000cc'
const CANCELLED = 'The check of the server address was cancelled.'

const accounts: AccountsModel = {
  active: A,
  accounts: [
    { id: A, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' }
  ]
}

const urlField = () => screen.getByLabelText<HTMLInputElement>('Server URL')
const heading = () => screen.getByRole('heading', { level: 1, name: 'Add account' })

/** Signed in as ada, Add account… chosen from the account menu. */
async function openAddAccount(fake = createFakePlatform()) {
  fake.setDefault('status:get', ok({ services: [], checkedAt: null, checking: false, listProblem: null }))
  fake.setDefault('notifications:list', ok({ items: [], unread: 0, other: null }))
  fake.setDefault('connection:cancel', ok(null))
  fake.setDefault('accounts:cancel-add', ok(null))
  const app = renderApp({ session: signedIn({ userId: '42' }), accounts }, fake)
  await app.user.click(await screen.findByRole('button', { name: /^Signed in as / }))
  await app.user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Add account…' }))
  await screen.findByRole('heading', { level: 1, name: 'Add account' })
  return app
}

describe('Add account: the server step', () => {
  it('Cancel beside “Checking the server…” stops the check in main; the form is back with the address, nothing alarming, Add account still open', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('accounts:add')
    const { user } = await openAddAccount(fake)

    await user.clear(urlField())
    await user.type(urlField(), 'slow.example.test{Enter}')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Checking the server…' }).disabled).toBe(true)
    // One Cancel at a time: while the check runs it is the check's.
    const cancels = screen.getAllByRole('button', { name: 'Cancel' })
    expect(cancels).toHaveLength(1)
    await user.click(cancels[0]!)
    expect(fake.requests('connection:cancel')).toEqual([undefined])
    await act(() => held.resolve(failure(CANCELLED, 'cancelled')))

    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(urlField().value).toBe('slow.example.test')
    expect(urlField().getAttribute('aria-invalid')).toBe('false')
    expect(document.activeElement).toBe(urlField())
    expect(heading()).toBeTruthy()
    expect(fake.requests('accounts:cancel-add')).toEqual([])

    // Add account's own Cancel is back, and still leaves Add account.
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('button', { name: /^Signed in as / })
    expect(screen.queryByRole('heading', { level: 1, name: 'Add account' })).toBeNull()
  })

  it('Escape while checking cancels the check too, and a later Continue checks again', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('accounts:add')
    const { user } = await openAddAccount(fake)

    await user.type(urlField(), '{Enter}')
    await user.keyboard('{Escape}')
    expect(fake.requests('connection:cancel')).toHaveLength(1)
    await act(() => held.resolve(failure(CANCELLED, 'cancelled')))
    expect(screen.queryByRole('alert')).toBeNull()

    fake.reply('accounts:add', ok({ id: NEW, baseUrl: 'https://platform.example.test' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByLabelText('Username')
    expect(fake.requests('accounts:add')).toHaveLength(2)
  })

  it('shows main’s sentence when the server is refused, keeps the address and puts the cursor back', async () => {
    const fake = createFakePlatform()
    fake.reply(
      'accounts:add',
      failure('No server called nowhere.example could be found. Check the address.', 'unreachable')
    )
    const { user } = await openAddAccount(fake)

    await user.clear(urlField())
    await user.type(urlField(), 'nowhere.example{Enter}')

    expect((await screen.findByRole('alert')).textContent).toBe(
      'No server called nowhere.example could be found. Check the address.'
    )
    expect(urlField().value).toBe('nowhere.example')
    expect(urlField().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(urlField())
  })

  it('Change server on the new account’s sign-in comes back to the address as typed; a new Add account starts from the server in use', async () => {
    const fake = createFakePlatform()
    fake.reply('accounts:add', ok({ id: NEW, baseUrl: 'https://two.example' }))
    const { user } = await openAddAccount(fake)
    expect(urlField().value).toBe('https://platform.example.test')

    await user.clear(urlField())
    await user.type(urlField(), '  two.example {Enter}')
    await screen.findByText('https://two.example')
    expect(fake.requests('accounts:add')).toEqual([{ url: 'two.example' }])
    await user.click(screen.getByRole('button', { name: 'Change server' }))

    expect(await screen.findByLabelText('Server URL')).toHaveProperty('value', 'two.example')
    expect(heading()).toBeTruthy()
    expect(fake.requests('accounts:cancel-add')).toEqual([{ id: NEW }])

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(await screen.findByRole('button', { name: /^Signed in as / }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Add account…' }))
    expect(await screen.findByLabelText('Server URL')).toHaveProperty('value', 'https://platform.example.test')
  })
})
