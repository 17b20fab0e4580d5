// @vitest-environment happy-dom
// The page says plain words without FormatJS (@shared/i18n/plain-words, i18n/locale-store.ts): FormatJS's first
// message asks ICU for Intl.NumberFormat's locales, about 16 ms in Chromium, and the sign-in form's words are all
// plain, so its first paint asks ICU nothing. Whatever needs FormatJS still gets it, in the person's region.
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { prepareSignedInStart } from '../../../src/renderer/src/app/load-app-shell'
import { applyLocale, currentIntl, defineMessage } from '../../../src/renderer/src/i18n'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import { renderApp } from './render-app'

afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  await act(() => applyLocale(SOURCE_APP_LOCALE))
})

/** Counts ICU's locale checks from now on. */
function spyOnIcu(): string[] {
  const asked: string[] = []
  for (const service of ['NumberFormat', 'DateTimeFormat'] as const)
    vi.spyOn(Intl[service], 'supportedLocalesOf').mockImplementation((locales?: Intl.LocalesArgument) => {
      asked.push(service)
      return Intl.getCanonicalLocales(locales as string[] | undefined)
    })
  return asked
}

/** A fresh intl object for `format`, as a start (or a change of language) makes one. */
async function freshIntl(format: string) {
  await act(() => applyLocale({ messages: 'fr', format: 'fr-FR', direction: 'ltr' }))
  await act(() => applyLocale({ ...SOURCE_APP_LOCALE, format }))
}

describe('plain words without FormatJS', () => {
  it('draws the sign-in form without asking ICU for its locales', async () => {
    await freshIntl('en-US')
    const asked = spyOnIcu()
    renderApp({})
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(asked).toEqual([])
  })

  it('gives FormatJS what needs it: placeholders, plurals and numbers, in the locale’s region', async () => {
    await freshIntl('en-GB')
    const asked = spyOnIcu()
    const intl = currentIntl()
    expect(intl.locale).toBe('en-GB')
    expect(intl.formatMessage(defineMessage({ id: 'test.plain', defaultMessage: 'Sign in', description: '' }))).toBe(
      'Sign in'
    )
    expect(asked).toEqual([])
    const count = defineMessage({
      id: 'test.count',
      defaultMessage: '{count, plural, one {# follower} other {# followers}}',
      description: ''
    })
    expect(intl.formatMessage(count, { count: 1234 })).toBe('1,234 followers')
    expect(intl.formatDate(Date.UTC(2026, 10, 30), { timeZone: 'UTC' })).toBe('30/11/2026')
    expect(asked.length).toBeGreaterThan(0)
  })

  it('a signed-in start makes FormatJS’s object while the shell’s code is on its way, not in the view’s first render', async () => {
    await freshIntl('en-US')
    const asked = spyOnIcu()
    const shell = prepareSignedInStart(null)
    expect(asked).toEqual([])
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0))
    await shell
  })
})
