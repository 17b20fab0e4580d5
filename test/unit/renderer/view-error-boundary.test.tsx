// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ViewErrorBoundary } from '../../../src/renderer/src/features/app-shell/view-error-boundary'
import { createFakePlatform, ok, signedIn, tokenInfo } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

beforeEach(() => {
  // React reports caught errors on the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

let shouldThrow = true
function Fragile() {
  if (shouldThrow) throw new Error('internal detail that must not be shown')
  return <h1>Recovered</h1>
}

describe('view error boundary', () => {
  it('replaces a throwing view with a friendly message, never the error itself', () => {
    shouldThrow = true
    render(
      <ViewErrorBoundary canGoBack={false} onGoBack={() => undefined}>
        <Fragile />
      </ViewErrorBoundary>
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong in this view.' })).toBeTruthy()
    expect(document.body.textContent).not.toContain('internal detail')
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull()
  })

  it('reloads the view on request', async () => {
    shouldThrow = true
    const user = userEvent.setup()
    render(
      <ViewErrorBoundary canGoBack={false} onGoBack={() => undefined}>
        <Fragile />
      </ViewErrorBoundary>
    )
    shouldThrow = false
    await user.click(screen.getByRole('button', { name: 'Reload view' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Recovered' })).toBeTruthy()
  })

  it('offers to go back when there is somewhere to go', async () => {
    shouldThrow = true
    const onGoBack = vi.fn()
    const user = userEvent.setup()
    render(
      <ViewErrorBoundary canGoBack onGoBack={onGoBack}>
        <Fragile />
      </ViewErrorBoundary>
    )
    await user.click(screen.getByRole('button', { name: 'Go back' }))
    expect(onGoBack).toHaveBeenCalledTimes(1)
  })

  it('keeps the shell usable when a real view breaks on a surprising shape', async () => {
    const fake = createFakePlatform()
    // The second token-info answer breaks the contract: scopes holds objects, not names.
    fake.reply(
      'session:token-info',
      ok(tokenInfo()),
      ok({ known: { scopes: [{ name: 'everything' }] }, other: {}, persistence: 'memory' } as never)
    )
    const { user } = renderApp({ session: signedIn(), route: { view: 'account' } }, fake)
    await screen.findByText('Signed in as')

    await user.click(screen.getByRole('button', { name: 'Settings' }))
    await user.click(screen.getByRole('button', { name: 'Account' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong in this view.' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Go back' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByText('Signed in as')).toBeTruthy()
  })
})
