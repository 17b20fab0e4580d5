// @vitest-environment happy-dom
// Several accounts in the page (issue 24): the account menu lists them and
// switches in one click (or Ctrl+Shift+A from the menu's table), each
// account's data lives in its own cache and every call names the account it
// is for, Add account signs in a new account without touching the one on
// screen, and Settings removes an account only after asking.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { AccountsModel } from '../../../src/shared/accounts'
import type { Channel } from '../../../src/shared/ipc'
import type { Result } from '../../../src/shared/result'
import { serviceView, statusSnapshot } from '../../support/status-views'
import { createFakePlatform, type FakePlatform, ok, profileView, signedIn, signedOut } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

const A = 'a00000000000000aa'
const B = 'a00000000000000bb'
const NEW = 'a00000000000000cc'

const accounts = (active: string, bSignedIn = true): AccountsModel => ({
  active,
  accounts: [
    { id: A, username: 'ada', host: 'one.example', baseUrl: 'https://one.example', signedIn: true, color: 'teal' },
    {
      id: B,
      username: 'bob',
      host: 'two.example',
      baseUrl: 'https://two.example',
      signedIn: bSignedIn,
      color: 'orange'
    }
  ]
})

const ada = profileView()
const bob = profileView({ userId: '7', name: 'Bob Builder', username: 'bob' })

/** The calls made to a channel, each with the account it named (the bridge's second argument). */
const callsOf = (fake: FakePlatform, channel: Channel) =>
  fake.mocks[channel].mock.calls.map((args: unknown[]) => ({ request: args[0], account: args[1] }))

/** Profiles answer for the account the call names, as main does; `pending` holds A's answers. */
function answerPerAccount(fake: FakePlatform, options: { holdAda?: boolean } = {}) {
  const waiting: ((result: Result<unknown>) => void)[] = []
  fake.mocks['people:profile'].mockImplementation((_request: unknown, account: unknown) => {
    if (account === A && options.holdAda) return new Promise((resolve) => waiting.push(resolve))
    return Promise.resolve(ok(account === B ? bob : ada))
  })
  fake.setDefault('status:get', ok({ services: [], checkedAt: null, checking: false, listProblem: null }))
  fake.setDefault('notifications:list', ok({ items: [], unread: 0, other: null }))
  return { releaseAda: () => waiting.splice(0).forEach((resolve) => resolve(ok(ada))) }
}

async function openMenu(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Signed in as ${name}` }))
  return screen.findByRole('menu')
}

describe('the account switcher', () => {
  it('lists every account with the one on screen checked, and switching shows the other person', async () => {
    const fake = createFakePlatform()
    answerPerAccount(fake)
    const { user } = renderApp({ session: signedIn({ userId: '42' }), accounts: accounts(A) }, fake)
    const menu = await openMenu(user, 'Ada Lovelace on one.example')
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(2)
    expect(within(menu).getByRole('menuitemradio', { name: 'ada · one.example', checked: true })).toBeTruthy()
    expect(within(menu).getByRole('menuitemradio', { name: 'bob · two.example', checked: false })).toBeTruthy()
    // Every call so far was for A.
    expect(callsOf(fake, 'people:profile').map((call) => call.account)).toEqual([A])

    fake.reply('accounts:switch', ok(accounts(B)))
    await user.click(within(menu).getByRole('menuitemradio', { name: /bob/ }))
    expect(fake.requests('accounts:switch')).toEqual([{ id: B }])
    act(() =>
      fake.emit('session:changed', {
        session: signedIn({ username: 'bob', userId: '7' }),
        reason: 'switched',
        accounts: accounts(B)
      })
    )
    await screen.findByRole('button', { name: 'Signed in as Bob Builder on two.example' })
    expect(callsOf(fake, 'people:profile').at(-1)).toEqual({ request: { userId: '7' }, account: B })
    // Never ada's id asked as bob (the shell is never drawn for bob with ada's session).
    expect(callsOf(fake, 'people:profile').filter((call) => call.account === B)).toEqual([
      { request: { userId: '7' }, account: B }
    ])
  })

  it('what main found for one account never shows under another, and switching back shows the last data at once', async () => {
    const fake = createFakePlatform()
    const { releaseAda } = answerPerAccount(fake, { holdAda: true })
    renderApp({ session: signedIn({ userId: '42' }), accounts: accounts(A) }, fake)
    await waitFor(() => expect(callsOf(fake, 'people:profile')).toHaveLength(1))
    releaseAda()
    await screen.findByRole('button', { name: 'Signed in as Ada Lovelace on one.example' })

    // Main says the switch as one event: the accounts and the new session together.
    act(() =>
      fake.emit('session:changed', {
        session: signedIn({ username: 'bob', userId: '7' }),
        reason: 'switched',
        accounts: accounts(B)
      })
    )
    await screen.findByRole('button', { name: 'Signed in as Bob Builder on two.example' })
    // A's unread count, pushed while B is on screen, goes to A's cache only.
    act(() => fake.emit('notifications:changed', { account: A, data: { items: [], unread: 5, other: null } }))
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByText('5')).toBeNull()

    // Back to A: its profile is there at once (any new request for it would be held), and so is its count.
    act(() =>
      fake.emit('session:changed', { session: signedIn({ userId: '42' }), reason: 'switched', accounts: accounts(A) })
    )
    await screen.findByRole('button', { name: 'Signed in as Ada Lovelace on one.example' })
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByText('5')).toBeTruthy()
  })

  it('each account in the switcher shows its own unread count and its server’s status, from what main found for it', async () => {
    const fake = createFakePlatform()
    answerPerAccount(fake)
    const { user } = renderApp({ session: signedIn({ userId: '42' }), accounts: accounts(A) }, fake)
    await screen.findByRole('button', { name: 'Signed in as Ada Lovelace on one.example' })
    act(() => fake.emit('notifications:changed', { account: B, data: { items: [], unread: 4, other: null } }))
    act(() => fake.emit('status:changed', { account: B, data: statusSnapshot([serviceView('api', 'down')]) }))
    const menu = await openMenu(user, 'Ada Lovelace on one.example')
    const bobRow = within(menu).getByRole('menuitemradio', { name: /bob · two\.example/ })
    expect(within(bobRow).getByText('4')).toBeTruthy()
    expect(within(bobRow).getByRole('img', { name: /1 service down/ })).toBeTruthy()
    // Ada's row has neither: nothing of bob's is read as hers.
    const adaRow = within(menu).getByRole('menuitemradio', { name: /ada · one\.example/ })
    expect(within(adaRow).queryByText('4')).toBeNull()
    expect(within(adaRow).queryByRole('img')).toBeNull()
  })

  it('the menu’s Switch to next account goes round the list, from the shared shortcut table', async () => {
    const fake = createFakePlatform()
    answerPerAccount(fake)
    renderApp({ session: signedIn({ userId: '42' }), accounts: accounts(A) }, fake)
    await screen.findByRole('button', { name: 'Signed in as Ada Lovelace on one.example' })
    fake.reply('accounts:switch', ok(accounts(B)))
    act(() => fake.emit('menu:command', { command: 'account:next' }))
    await waitFor(() => expect(fake.requests('accounts:switch')).toEqual([{ id: B }]))
  })

  it('a signed-out account’s sign-in form offers the other accounts', async () => {
    const fake = createFakePlatform()
    answerPerAccount(fake)
    const { user } = renderApp({ session: signedOut, accounts: accounts(B, false) }, fake)
    const others = await screen.findByRole('region', { name: 'Your other accounts' })
    fake.reply('accounts:switch', ok(accounts(A, false)))
    await user.click(within(others).getByRole('button', { name: 'Switch to ada · one.example' }))
    expect(fake.requests('accounts:switch')).toEqual([{ id: A }])
  })
})

describe('Add account', () => {
  it('checks the server, then signs in as the new account; the account on screen is untouched until that succeeds', async () => {
    const fake = createFakePlatform()
    answerPerAccount(fake)
    const { user } = renderApp({ session: signedIn({ userId: '42' }), accounts: accounts(A) }, fake)
    const menu = await openMenu(user, 'Ada Lovelace on one.example')
    await user.click(within(menu).getByRole('menuitem', { name: 'Add account…' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Add account' })).toBeTruthy()
    const field = screen.getByLabelText('Server URL')
    expect((field as HTMLInputElement).value).toBe('https://platform.example.test')
    await user.clear(field)
    await user.type(field, 'https://two.example')
    fake.reply('accounts:add', ok({ id: NEW, baseUrl: 'https://two.example' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(fake.requests('accounts:add')).toEqual([{ url: 'https://two.example' }])

    await screen.findByText('https://two.example')
    expect(screen.getByRole('heading', { level: 1, name: 'Add account' })).toBeTruthy()
    await user.type(screen.getByLabelText('Username'), 'carol')
    await user.type(screen.getByLabelText('Password'), 'secret-pw-1')
    fake.reply('session:sign-in', ok(signedIn({ username: 'carol', userId: '9' })))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    // The sign-in named the new account, not the one on screen.
    await waitFor(() => expect(callsOf(fake, 'session:sign-in').map((call) => call.account)).toEqual([NEW]))
    const withCarol = {
      active: NEW,
      accounts: [
        ...accounts(A).accounts,
        {
          id: NEW,
          username: 'carol',
          host: 'two.example',
          baseUrl: 'https://two.example',
          signedIn: true,
          color: 'orange' as const
        }
      ]
    }
    // The list alone does not change the account on screen; the new session, with it, does.
    act(() => fake.emit('accounts:changed', withCarol))
    expect(screen.getByRole('heading', { level: 1, name: 'Add account' })).toBeTruthy()
    act(() =>
      fake.emit('session:changed', {
        session: signedIn({ username: 'carol', userId: '9' }),
        reason: 'signed-in',
        accounts: withCarol
      })
    )
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Add account' })).toBeNull())
  })

  it('Cancel goes back to the account on screen and forgets the new one', async () => {
    const fake = createFakePlatform()
    answerPerAccount(fake)
    const { user } = renderApp({ session: signedIn({ userId: '42' }), accounts: accounts(A) }, fake)
    const menu = await openMenu(user, 'Ada Lovelace on one.example')
    await user.click(within(menu).getByRole('menuitem', { name: 'Add account…' }))
    fake.reply('accounts:add', ok({ id: NEW, baseUrl: 'https://two.example' }))
    await user.click(await screen.findByRole('button', { name: 'Continue' }))
    await screen.findByText('https://two.example')
    fake.reply('accounts:cancel-add', ok(null))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(fake.requests('accounts:cancel-add')).toEqual([{ id: NEW }])
    await screen.findByRole('button', { name: 'Signed in as Ada Lovelace on one.example' })
  })
})

describe('Settings → Accounts', () => {
  it('removes an account only after asking, and says so in the list', async () => {
    const fake = createFakePlatform()
    answerPerAccount(fake)
    const { user } = renderApp(
      { session: signedIn({ userId: '42' }), accounts: accounts(A), route: { view: 'settings' } },
      fake
    )
    const card = await screen.findByRole('region', { name: 'Accounts' })
    await user.click(within(card).getByRole('button', { name: 'Remove bob · two.example' }))
    expect(fake.requests('accounts:remove')).toEqual([])
    const question = within(card).getByRole('group', { name: 'Remove bob · two.example' })
    expect(question.textContent).toMatch(/Remove bob · two\.example\? It is signed out/)
    fake.reply('accounts:remove', ok({ active: A, accounts: [accounts(A).accounts[0]!] }))
    await user.click(within(question).getByRole('button', { name: 'Remove account' }))
    expect(fake.requests('accounts:remove')).toEqual([{ id: B }])
    await waitFor(() => expect(within(card).queryByText('bob · two.example')).toBeNull())
  })
})
