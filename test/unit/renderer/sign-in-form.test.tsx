// @vitest-environment happy-dom
// Issue 36: the sign-in form as a person meets it — what it keeps between its
// tabs, where focus starts, what it knows after an expired session, and what
// Remember me starts as.
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { useAccountsStore } from '../../../src/renderer/src/features/accounts/accounts-store'
import { useNoticesStore } from '../../../src/renderer/src/features/notices/notices-store'
import { useSessionStore } from '../../../src/renderer/src/features/session/session-store'
import { useSettingsStore } from '../../../src/renderer/src/features/settings/settings-store'
import { renderApp } from './render-app'

afterEach(cleanup)

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name })
const tab = (name: string) => screen.getByRole('tab', { name })

async function renderSignIn() {
  const app = renderApp()
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
    expect([field('Username').value, field('Email').value, field('Password').value]).toEqual(['ada', 'ada@example.test', 'correct horse'])
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
