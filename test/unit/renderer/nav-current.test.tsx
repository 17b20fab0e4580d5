// @vitest-environment happy-dom
// Profile in the navigation is your own profile: on another person's, no
// item is the current one (issue 36, polish), and the title names them.
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'

import { useNavigationStore } from '../../../src/renderer/src/features/navigation/navigation-store'
import { ok, profileView, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

it('marks Profile current on your own profile only', async () => {
  const { fake } = renderApp({ session: signedIn() })
  fake.setDefault('people:profile', ok(profileView()))
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  const currentItems = () =>
    within(nav)
      .queryAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') === 'page')
  expect(currentItems().map((button) => button.getAttribute('aria-label'))).toEqual(['Profile'])

  const own = '42' // signedIn()'s own id
  act(() => useNavigationStore.getState().navigate({ view: 'profile', userId: 'someone-else-77' }))
  await screen.findByRole('heading', { level: 1, name: /^Profile of / })
  expect(currentItems()).toEqual([])

  act(() => useNavigationStore.getState().navigate({ view: 'profile', userId: own }))
  await screen.findByRole('heading', { level: 1, name: 'Profile' })
  expect(currentItems().map((button) => button.getAttribute('aria-label'))).toEqual(['Profile'])
})
