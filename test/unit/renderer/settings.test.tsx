// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { useSettingsStore } from '../../../src/renderer/src/features/settings/settings-store'
import { applyLocale, currentIntl } from '../../../src/renderer/src/i18n'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import type { Message } from '../../../src/shared/i18n/messages'
import type { SettingSpec } from '../../../src/shared/setting-kinds'
import { type SettingsModel, settingTable } from '../../../src/shared/settings'
import { connectionResult, createFakePlatform, failure, ok, settingsView, signedIn } from './fake-platform'
import { renderApp } from './render-app'

afterEach(cleanup)

async function renderSettings(settings: SettingsModel = settingsView(), fake = createFakePlatform()) {
  const app = renderApp({ session: signedIn(), settings }, fake)
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(nav).getByRole('button', { name: 'Settings' }))
  await screen.findByRole('heading', { level: 1, name: 'Settings' })
  return app
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name })

describe('settings: language', () => {
  afterEach(async () => {
    await act(() => applyLocale(SOURCE_APP_LOCALE))
  })

  it('offers System (naming what it gives) and each language main offers, by its own name', async () => {
    await renderSettings(settingsView({ languages: ['en', 'en-XA'], systemLanguage: 'en' }))
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' })
    expect([...select.options].map((option) => [option.value, option.text, option.lang])).toEqual([
      ['system', 'System (English)', ''],
      ['en', 'English', 'en'],
      ['en-XA', 'Ƥşḗḗŭŭḓǿǿ (accented)', 'en-XA']
    ])
    expect(select.value).toBe('system')
  })

  it('saves the choice through main, then speaks main’s new locale: words, lang and direction', async () => {
    const fake = createFakePlatform()
    const rightToLeft = settingsView({
      language: 'en-XB',
      locale: { messages: 'en-XB', format: 'en-US', direction: 'rtl' },
      languages: ['en', 'en-XA', 'en-XB']
    })
    fake.reply('settings:update', ok(rightToLeft))
    const { user } = await renderSettings(settingsView({ languages: ['en', 'en-XA', 'en-XB'] }), fake)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en-XB')

    expect(fake.requests('settings:update')).toEqual([{ language: 'en-XB' }])
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    expect(document.documentElement.lang).toBe('en-US')
    // Its words in the pseudo-locale (its name too, so it is found as the view's one list): loaded from the catalogue, changed, bracketed.
    expect(screen.getByRole<HTMLSelectElement>('combobox').options[0]?.text).toBe(
      '⟦\u202eŞẏşŧḗḗḿ (\u202cEnglish\u202e)\u202c⟧'
    )
  })
})

describe('settings: theme', () => {
  it('offers System, Light and Dark in a Theme group, with the saved one checked', async () => {
    await renderSettings(settingsView({ theme: 'light' }))
    const group = screen.getByRole('group', { name: 'Theme' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value'))
    ).toEqual(['system', 'light', 'dark'])
    expect(radio('Light').checked).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('saves a new theme through main and applies it', async () => {
    const fake = createFakePlatform()
    fake.reply('settings:update', ok(settingsView({ theme: 'dark' })))
    const { user } = await renderSettings(settingsView({ theme: 'light' }), fake)

    await user.click(radio('Dark'))

    expect(fake.requests('settings:update')).toEqual([{ theme: 'dark' }])
    expect(radio('Dark').checked).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('keeps the old theme and explains when saving fails', async () => {
    const fake = createFakePlatform()
    fake.reply(
      'settings:update',
      failure('Your settings could not be saved. Check the disk has space and try again.', 'storage')
    )
    const { user } = await renderSettings(settingsView({ theme: 'light' }), fake)

    await user.click(radio('Dark'))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your settings could not be saved. Check the disk has space and try again.'
    )
    expect(radio('Light').checked).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})

describe('settings: quick successive changes', () => {
  it('keeps keyboard focus and lets only the latest choice win', async () => {
    const fake = createFakePlatform()
    const first = fake.hold('settings:update')
    const second = fake.hold('settings:update')
    const { user } = await renderSettings(settingsView({ theme: 'system' }), fake)

    await user.click(radio('Dark'))
    await user.click(radio('Light'))
    expect(document.activeElement).toBe(radio('Light'))

    await act(() => first.resolve(ok(settingsView({ theme: 'dark' }))))
    expect(radio('Light').checked).toBe(true)
    await act(() => second.resolve(ok(settingsView({ theme: 'light' }))))

    expect(fake.requests('settings:update')).toEqual([{ theme: 'dark' }, { theme: 'light' }])
    expect(radio('Light').checked).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})

describe('settings: server', () => {
  it('shows the server and forgets it only after confirmation', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:forget', ok(connectionResult(settingsView({ baseUrl: null, baseUrlSource: 'none' }))))
    const { user } = await renderSettings(settingsView(), fake)

    const server = screen.getByRole('region', { name: 'Server' })
    expect(within(server).getByText('https://platform.example.test')).toBeTruthy()
    await user.click(within(server).getByRole('button', { name: 'Change server' }))
    expect(fake.mocks['connection:forget']).not.toHaveBeenCalled()

    await user.click(within(server).getByRole('button', { name: 'Cancel' }))
    await user.click(within(server).getByRole('button', { name: 'Change server' }))
    await user.click(within(server).getByRole('button', { name: 'Forget server' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Connect to your platform' })).toBeTruthy()
    expect(fake.mocks['connection:forget']).toHaveBeenCalledTimes(1)
  })

  it('switches to a new address through main; Cancel in main’s dialog is said calmly and changes nothing', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:save', ok(connectionResult(settingsView(), 'declined')))
    fake.reply('connection:save', ok(connectionResult(settingsView({ baseUrl: 'https://new.example.test' }))))
    const { user } = await renderSettings(settingsView(), fake)
    const server = screen.getByRole('region', { name: 'Server' })

    await user.click(within(server).getByRole('button', { name: 'Change server' }))
    expect(document.activeElement).toBe(within(server).getByLabelText('New server address'))
    await user.keyboard('new.example.test{Enter}')
    expect(fake.requests('connection:save')).toEqual([{ url: 'new.example.test' }])
    await waitFor(() =>
      expect(within(server).getByRole('status').textContent).toBe(
        'Nothing was changed: you are still signed in to platform.example.test.'
      )
    )
    expect(within(server).queryByRole('alert')).toBeNull()
    expect(within(server).getByText('https://platform.example.test')).toBeTruthy()
    // Focus stays where the person was when main's dialog closed.
    expect(document.activeElement).toBe(within(server).getByLabelText('New server address'))

    await user.click(within(server).getByRole('button', { name: 'Switch server' }))
    await waitFor(() => expect(useSettingsStore.getState().settings?.baseUrl).toBe('https://new.example.test'))
    expect(within(server).getByRole('status').textContent).toBe('')
  })

  it('shows main’s sentence when the new address is refused, and keeps what was typed', async () => {
    const fake = createFakePlatform()
    fake.reply('connection:save', failure('That server did not answer like the Platform Service API.', 'not-platform'))
    const { user } = await renderSettings(settingsView(), fake)
    const server = screen.getByRole('region', { name: 'Server' })
    await user.click(within(server).getByRole('button', { name: 'Change server' }))
    await user.type(within(server).getByLabelText('New server address'), 'nginx.example.test{Enter}')
    expect((await within(server).findByRole('alert')).textContent).toBe(
      'That server did not answer like the Platform Service API.'
    )
    expect(within(server).getByLabelText<HTMLInputElement>('New server address').value).toBe('nginx.example.test')
  })

  it('explains and disables the change when PLATFORM_BASE_URL sets the server', async () => {
    await renderSettings(settingsView({ baseUrlSource: 'env' }))
    const server = screen.getByRole('region', { name: 'Server' })
    const button = within(server).getByRole<HTMLButtonElement>('button', { name: 'Change server' })
    expect(button.disabled).toBe(true)
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'PLATFORM_BASE_URL'
    )
  })
})

describe('settings: pictures from other websites', () => {
  it('is off by default, explained in one line, and turned on with the keyboard through main', async () => {
    const fake = createFakePlatform()
    fake.reply('settings:update', ok(settingsView({ loadRemotePictures: true })))
    const { user } = await renderSettings(settingsView(), fake)
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Load pictures from other websites' })
    expect(checkbox.checked).toBe(false)
    expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Off: only pictures from your platform’s own address are shown, so no other site learns when you look at a profile.'
    )

    checkbox.focus()
    await user.keyboard(' ')
    expect(fake.requests('settings:update')).toEqual([{ loadRemotePictures: true }])
    await waitFor(() => expect(useSettingsStore.getState().settings?.loadRemotePictures).toBe(true))
    expect(checkbox.checked).toBe(true)
  })
})

describe('settings: weak token storage', () => {
  it('saves the choice through main', async () => {
    const fake = createFakePlatform()
    const held = fake.hold('settings:update')
    const { user } = await renderSettings(settingsView(), fake)
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Store my sign-in with weak protection when no keyring is available'
    })
    expect(checkbox.checked).toBe(false)
    expect(checkbox.getAttribute('aria-describedby')).not.toBeNull()

    await user.click(checkbox)
    expect(checkbox.checked).toBe(true)
    expect(document.activeElement).toBe(checkbox)
    await act(() => held.resolve(ok(settingsView({ allowWeakTokenStorage: true }))))

    expect(fake.requests('settings:update')).toEqual([{ allowWeakTokenStorage: true }])
    expect(checkbox.checked).toBe(true)
    expect(useSettingsStore.getState().settings?.allowWeakTokenStorage).toBe(true)
  })
})

describe('settings: what this desktop will not do', () => {
  const describedBy = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ')
  const desktop = { trayProblem: null, notificationsProblem: null, loginItemProblem: null }
  const noTray =
    'Your desktop shows no tray icons, so closing the window quits Platform Desktop and it always opens its window.'

  it('with no tray to see, close to tray and start hidden are off, cannot be turned on, and say why', async () => {
    await renderSettings(
      settingsView({ closeToTray: true, startHidden: true, desktop: { ...desktop, trayProblem: noTray } })
    )
    for (const name of ['Close to tray', 'Start hidden']) {
      const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name })
      expect(checkbox.checked).toBe(false)
      expect(checkbox.disabled).toBe(true)
      expect(describedBy(checkbox)).toBe(noTray)
    }
  })

  it('says once, when main learns it, that notifications cannot be shown', async () => {
    const { fake } = await renderSettings()
    const problem =
      'macOS did not show Platform Desktop’s notifications. Allow them in System Settings → Notifications → Platform Desktop.'
    expect(screen.queryByText(problem)).toBeNull()
    act(() => fake.emit('settings:changed', settingsView({ desktop: { ...desktop, notificationsProblem: problem } })))
    expect(screen.getAllByText(problem)).toHaveLength(1)
    expect(
      describedBy(screen.getByRole('checkbox', { name: 'Notify me when a watched service changes state' }))
    ).toContain(problem)
  })

  it('says what to do about a macOS login item waiting for approval', async () => {
    const waiting =
      'macOS is waiting for your approval: open System Settings → General → Login Items and turn Platform Desktop on.'
    await renderSettings(settingsView({ launchAtLogin: true, desktop: { ...desktop, loginItemProblem: waiting } }))
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Start Platform Desktop when I sign in to this computer'
    })
    expect(checkbox.checked).toBe(true)
    expect(describedBy(checkbox)).toContain(waiting)
  })
})

describe('settings: the table', () => {
  it('shows every setting of the table (on Linux) with the table’s words', async () => {
    await renderSettings()
    // The table's words as the page shows them (English here).
    const say = (words: Message | string) => (typeof words === 'string' ? words : currentIntl().formatMessage(words))
    const hintOf = (element: HTMLElement) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent
    for (const [key, spec] of Object.entries(settingTable) as [string, SettingSpec][]) {
      if (spec.kind === 'toggle')
        expect(hintOf(screen.getByRole('checkbox', { name: say(spec.label) })), key).toBe(say(spec.hint))
      else if (spec.kind === 'choice' && key === 'language') {
        // A list, not radios: it grows with every language (the Language tests below).
        const select = screen.getByRole<HTMLSelectElement>('combobox', { name: say(spec.label) })
        expect(hintOf(select), key).toBe(say(spec.hint))
      } else if (spec.kind === 'choice') {
        const group = screen.getByRole('group', { name: say(spec.label) })
        expect(hintOf(group), key).toBe(say(spec.hint))
        expect(
          within(group)
            .getAllByRole('radio')
            .map((radio) => radio.getAttribute('value'))
        ).toEqual(spec.values)
        for (const value of spec.values)
          expect(within(group).getByRole('radio', { name: say(spec.labels[value] ?? value) })).toBeTruthy()
      } else if (spec.kind === 'minutes') {
        const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: `${say(spec.label)} (minutes)` })
        expect([field.min, field.max]).toEqual([String(spec.min), String(spec.max)])
      } else
        expect(within(screen.getByRole('region', { name: say(spec.label) })).getByText(say(spec.hint))).toBeTruthy()
    }
  })
})

describe('settings: spelling dictionaries', () => {
  // On Linux it is shown with its words: the table test above.
  const settingsOn = async (platform: 'darwin' | 'win32') => {
    const app = renderApp({ session: signedIn(), settings: settingsView(), platform })
    await app.user.click(
      within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Settings' })
    )
    await screen.findByRole('heading', { level: 1, name: 'Settings' })
    expect(screen.getByRole('checkbox', { name: 'Load pictures from other websites' })).toBeTruthy()
  }

  it('is not offered on macOS, where the OS checks spelling with its own dictionaries only', async () => {
    await settingsOn('darwin')
    expect(screen.queryByRole('checkbox', { name: 'Download spelling dictionaries' })).toBeNull()
  })

  it('is offered on Windows, which downloads a dictionary for a language it has none of', async () => {
    await settingsOn('win32')
    expect(screen.getByRole('checkbox', { name: 'Download spelling dictionaries' })).toBeTruthy()
  })
})

describe('settings: watched services', () => {
  it('says which added ids the platform does not know, beside the field', async () => {
    const fake = createFakePlatform()
    fake.setDefault(
      'status:get',
      ok({ services: [], checkedAt: '2026-11-22T12:00:00Z', checking: false, listProblem: null, unknownIds: ['typo'] })
    )
    await renderSettings(settingsView({ watchedServices: ['api', 'typo'] }), fake)
    const note = await screen.findByText('The platform does not know typo: check the id, or remove it.')
    const field = screen.getByRole('textbox', { name: 'Service id' })
    expect(field.getAttribute('aria-describedby')).toBe(note.id)
  })
})

describe('settings: sign out and version', () => {
  it('shows the app version from bootstrap', async () => {
    await renderSettings()
    expect(screen.getByText('Platform Desktop version 0.1.0')).toBeTruthy()
  })

  it('explains a failed sign-out and gives focus back to the button', async () => {
    const fake = createFakePlatform()
    fake.reply('session:sign-out', failure('Signing out did not finish. Try again.', 'internal'))
    const { user } = await renderSettings(settingsView(), fake)

    await user.click(screen.getByRole('button', { name: 'Sign out' }))

    expect((await screen.findByRole('alert')).textContent).toBe('Signing out did not finish. Try again.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy()
  })
})
