// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { TokenInfoModel } from '../../../src/shared/session'
import { createFakePlatform, failure, ok, signedIn, signedOut, tokenInfo } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

async function renderAccount(info: TokenInfoModel | null, fake = createFakePlatform()) {
  if (info !== null) fake.reply('session:token-info', ok(info))
  const app = renderApp({ session: signedIn(), route: { view: 'account' } }, fake)
  await screen.findByRole('heading', { level: 1, name: 'Account' })
  return app
}

const sessionPanel = () => screen.getByRole('region', { name: 'Session' })

/** The text of the dd that follows a dt, within the given container. */
function valueOf(term: string, container: HTMLElement = sessionPanel()): string | null {
  const dt = within(container).getAllByText(term, { selector: 'dt' })[0]
  return dt?.nextElementSibling?.textContent ?? null
}

const hour = 3600_000

describe('account: session panel', () => {
  it('shows the known token fields in words', async () => {
    const issued = new Date(Date.now() - 2 * hour - 60_000).toISOString()
    const expires = new Date(Date.now() + 3 * hour + 60_000).toISOString()
    await renderAccount(
      tokenInfo({
        known: {
          user: 'ada',
          userId: '42',
          issuedAt: issued,
          expiresAt: expires,
          scopes: ['read', 'write'],
          type: 'Bearer'
        }
      })
    )

    await within(sessionPanel()).findByText('Signed in as')
    expect(valueOf('Signed in as')).toBe('ada')
    expect(valueOf('User id')).toBe('42')
    expect(valueOf('Issued')).toMatch(/\(2 hours ago\)$/)
    expect(valueOf('Expires')).toMatch(/\(in 3 hours\)$/)
    expect(valueOf('Scopes')).toBe('read, write')
    expect(valueOf('Type')).toBe('Bearer')
    expect(valueOf('Stored')).toBe('Encrypted by your system keychain')
    const expiresTime = sessionPanel().querySelectorAll('time')[1]
    expect(expiresTime?.getAttribute('datetime')).toBe(expires)
  })

  it('says Never for a token without expiry and Not stated for missing fields', async () => {
    await renderAccount(
      tokenInfo({ known: { user: null, userId: null, issuedAt: null, expiresAt: null, scopes: null, type: null } })
    )

    await within(sessionPanel()).findByText('Expires')
    expect(valueOf('Expires')).toBe('Never')
    expect(valueOf('Signed in as')).toBe('Not stated')
    expect(valueOf('Scopes')).toBe('Not stated')
  })

  it('shows the other fields as nested definition lists, not JSON', async () => {
    await renderAccount(
      tokenInfo({
        other: {
          plan: 'team',
          twoFactor: true,
          quota_limits: { requests_per_hour: 500, burst: null },
          groups: ['admins', { name: 'builders', role: 'owner' }]
        }
      })
    )

    await within(sessionPanel()).findByText('More details from the server')
    expect(valueOf('Plan')).toBe('team')
    expect(valueOf('Two factor')).toBe('Yes')

    const quota = within(sessionPanel()).getByText('Quota limits', { selector: 'dt' }).nextElementSibling as HTMLElement
    expect(quota.querySelector('dl')).not.toBeNull()
    expect(valueOf('Requests per hour', quota)).toBe('500')
    expect(valueOf('Burst', quota)).toBe('None')

    const groups = within(sessionPanel()).getByText('Groups', { selector: 'dt' }).nextElementSibling as HTMLElement
    const items = within(groups).getAllByRole('listitem')
    expect(items[0]?.textContent).toBe('admins')
    expect(valueOf('Role', items[1])).toBe('owner')
    expect(sessionPanel().textContent).not.toContain('{')
  })

  it.each([
    ['encrypted', 'Encrypted by your system keychain'],
    ['weak', 'Not protected by a keyring: stored under a key other programs can know (weak protection)'],
    ['memory', 'Kept in memory only; you will need to sign in again after quitting']
  ] as const)('explains %s storage', async (persistence, text) => {
    await renderAccount(tokenInfo({ persistence }))
    await within(sessionPanel()).findByText('Stored')
    expect(valueOf('Stored')).toBe(text)
  })

  it('shows an error with a way to try again', async () => {
    const fake = createFakePlatform()
    fake.reply('session:token-info', failure('The server did not answer in time. Try again in a moment.', 'timeout'))
    fake.reply('session:token-info', ok(tokenInfo({ known: { ...tokenInfo().known, type: 'Bearer' } })))
    const { user } = await renderAccount(null, fake)

    expect((await within(sessionPanel()).findByRole('alert')).textContent).toBe(
      'The server did not answer in time. Try again in a moment.'
    )
    await user.click(within(sessionPanel()).getByRole('button', { name: 'Retry' }))

    await within(sessionPanel()).findByText('Type')
    expect(valueOf('Type')).toBe('Bearer')
    expect(within(sessionPanel()).queryByRole('alert')).toBeNull()
  })

  it('shows a loading state while token info is on its way', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('session:token-info')
    await renderAccount(null, fake)

    expect(within(sessionPanel()).getByRole('status').textContent).toBe('Loading session details…')
    await act(() => held.resolve(ok(tokenInfo())))
    expect(within(sessionPanel()).queryByRole('status')).toBeNull()
  })

  it('signs out', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-out', ok(signedOut))
    const { user } = await renderAccount(tokenInfo(), fake)

    await user.click(screen.getByRole('button', { name: 'Sign out' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(fake.mocks['session:sign-out']).toHaveBeenCalledTimes(1)
  })
})

describe('account: leak check', () => {
  it('the leak check says, before anything is sent, that the password goes to the platform, naming its host', async () => {
    const fake = createFakePlatform()
    await renderAccount(tokenInfo(), fake)
    const check = screen.getByRole('region', { name: /Password leak check/ })
    expect(check.textContent).toMatch(/sends the password you type to platform\.example\.test itself/)
    expect(fake.mocks['account:pwned-check']).not.toHaveBeenCalled()
  })
})

describe('account: details the platform sends beyond the usual ones', () => {
  const termOf = (text: string) => screen.getAllByText(text, { selector: 'dt' })[0] as HTMLElement
  const valueOf = (term: HTMLElement) => term.nextElementSibling?.textContent

  it('names known fields in the app’s words, says Never for a missing date and — for any other missing value', async () => {
    const fake = createFakePlatform()
    fake.setDefault(
      'account:info',
      ok({ username: 'ada', name: null, email: null, plan: null, createdAt: null, limits: [], extra: {} })
    )
    fake.reply(
      'account:info',
      ok({
        username: 'ada',
        name: null,
        email: null,
        plan: null,
        createdAt: null,
        limits: [],
        extra: {
          api_keys: [{ label: 'ci', lastUsedAt: 'None', expires_at: null }],
          twoFactor: null,
          favouriteColour: 'teal'
        }
      })
    )
    await renderAccount(tokenInfo(), fake)
    const keys = await screen.findByText('API keys', { selector: 'dt' })
    // The app's own words, so translated (not marked as the platform's data).
    expect(keys.getAttribute('translate')).toBeNull()
    expect(valueOf(termOf('Last used'))).toBe('Never')
    expect(valueOf(termOf('Expires'))).toBe('Never')
    expect(valueOf(termOf('Label'))).toBe('ci')
    // Unknown fields stay the platform's, humanised; a missing one is a dash, not "None".
    expect(valueOf(termOf('Two factor'))).toBe('—')
    expect(termOf('Favourite colour').getAttribute('translate')).toBe('no')
    expect(screen.queryByText('None')).toBeNull()
    expect(screen.queryByText('Api keys')).toBeNull()
  })
})
