// @vitest-environment happy-dom
// The sign-in form main writes into the page's HTML at a signed-out start (@shared/sign-in-start, main's
// app/start-page.ts) and the page's form taking its place (app/sign-in-start.ts, features/session/sign-in-view.tsx).
// The written form must be the page's, element for element, or the screen would move as one takes the other's place;
// this holds the two together. The same in a real browser, with the page's scripts held back: test/e2e/sign-in-start.spec.ts.
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { AppBootstrap } from '../../../src/shared/ipc'
import {
  SIGN_IN_START_ID,
  type SignInStartForm,
  signInStartForm,
  signInStartMarkup,
  type SignInStartWords
} from '../../../src/shared/sign-in-start'
import { signInWords } from '../../../src/shared/sign-in-words'
import { bootstrapData, ok, settingsView, signedIn } from './fake-platform'

const ACCOUNT = 'a00000000000005aa'
const english = Object.fromEntries(
  Object.entries(signInWords).map(([key, message]) => [key, message.defaultMessage])
) as SignInStartWords

/** A fresh copy of the page's modules: each test starts as a page does, with the written form not yet taken over. */
async function freshModules() {
  vi.resetModules()
  const start = await import('../../../src/renderer/src/app/sign-in-start')
  const { renderApp } = await import('./render-app')
  return { ...start, renderApp }
}

/** The page's HTML body as main writes it: the form, then the page's root. */
function pageWith(form: SignInStartForm | null): void {
  document.body.innerHTML =
    (form ? `<div id="${SIGN_IN_START_ID}" class="sign-in-start">${signInStartMarkup(english, form)}</div>` : '') +
    '<div id="root"></div>'
}

const layer = () => document.getElementById(SIGN_IN_START_ID)

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/**
 * A screen's elements as a comparable text: tags, classes and attributes, what its controls hold (properties: React
 * sets `value` and `checked` so), its text; ids and the attributes that name them as their place among the screen's
 * ids. Left out: `method` and `autofocus`, which only the written form has (it sends nothing; its focus is set without
 * a script).
 */
function shape(root: Element): string {
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id)
  const reference = (value: string) =>
    value
      .split(' ')
      .map((id) => `#${ids.indexOf(id)}`)
      .join(' ')
  const REFERENCES = new Set(['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'])
  const SKIPPED = new Set(['method', 'autofocus', 'value', 'checked'])
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent)
    if (!(node instanceof Element)) return ''
    const attributes = node
      .getAttributeNames()
      .filter((name) => !SKIPPED.has(name))
      .sort()
      .map((name) => {
        const value = node.getAttribute(name) ?? ''
        return `${name}=${REFERENCES.has(name) ? reference(value) : JSON.stringify(value)}`
      })
    if (node instanceof HTMLInputElement)
      attributes.push(`.value=${JSON.stringify(node.value)}`, `.checked=${node.checked}`, `.disabled=${node.disabled}`)
    if (node instanceof HTMLButtonElement) attributes.push(`.disabled=${node.disabled}`)
    return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(walk).join('')}</>`
  }
  return walk(root)
}

const starts: { name: string; bootstrap: Partial<AppBootstrap> }[] = [
  { name: 'a first sign-in on Linux', bootstrap: {} },
  {
    name: 'a server set by PLATFORM_BASE_URL',
    bootstrap: { settings: settingsView({ baseUrlSource: 'env' }) }
  },
  {
    name: 'a listed account signed out, on macOS',
    bootstrap: {
      platform: 'darwin',
      accounts: {
        active: ACCOUNT,
        accounts: [
          {
            id: ACCOUNT,
            username: 'ada',
            host: '127.0.0.1:1',
            baseUrl: 'http://127.0.0.1:1',
            signedIn: false,
            color: 'teal'
          }
        ]
      }
    }
  }
]

describe('the sign-in form in the page’s HTML', () => {
  it.each(starts)('is the page’s own form, element for element: $name', async ({ bootstrap }) => {
    const data = bootstrapData(bootstrap)
    const form = signInStartForm(data, data.platform)
    expect(form).not.toBeNull()
    pageWith(null)
    const { renderApp } = await freshModules()
    renderApp(bootstrap)
    const drawn = (await screen.findByLabelText('Username')).closest('.plain-layout')!
    const written = document.createElement('div')
    written.innerHTML = signInStartMarkup(english, form!)
    expect(shape(written.firstElementChild!)).toBe(shape(drawn))
  })

  it('hands what was typed, the focus and the caret to the page’s form, then goes', async () => {
    pageWith(signInStartForm(bootstrapData(), 'linux'))
    const written = layer()!
    const [username, email, password] = [...written.querySelectorAll('input')]
    username!.value = 'ada'
    email!.value = 'ada@example.com'
    password!.value = 'secret'
    written.querySelectorAll('input[type="checkbox"]').forEach((box) => ((box as HTMLInputElement).checked = true))
    password!.focus()
    password!.setSelectionRange(2, 4)
    const { renderApp, readSignInStart } = await freshModules()
    const { fake } = renderApp()
    const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' })
    await screen.findByLabelText('Username')
    expect(layer()).toBeNull()
    expect(field('Username').value).toBe('ada')
    expect(field('Email').value).toBe('ada@example.com')
    expect(field('Password').value).toBe('secret')
    expect(field('Remember me').checked).toBe(true)
    expect(field('Clear password after a failed attempt').checked).toBe(true)
    expect(document.activeElement).toBe(field('Password'))
    expect([field('Password').selectionStart, field('Password').selectionEnd]).toEqual([2, 4])
    // Nothing was sent: Sign in was not pressed.
    expect(fake.requests('session:sign-in')).toHaveLength(0)
    // Once: the form is gone for good.
    expect(readSignInStart()).toBeNull()
  })

  it('puts the focus where the page’s form puts it when the written form had none (a click beside it)', async () => {
    pageWith(signInStartForm(bootstrapData(), 'linux'))
    layer()!.querySelector('input')!.value = 'ada'
    ;(document.activeElement as HTMLElement | null)?.blur()
    const { renderApp } = await freshModules()
    renderApp()
    // The username is known, so the page's form starts in the password, as it would have on its own.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password', { selector: 'input' })))
    expect(screen.getByLabelText<HTMLInputElement>('Username', { selector: 'input' }).value).toBe('ada')
  })

  it('sends the page’s form when Sign in was pressed in the written one', async () => {
    pageWith(signInStartForm(bootstrapData(), 'linux'))
    const written = layer()!
    const [username, , password] = [...written.querySelectorAll('input')]
    username!.value = 'ada'
    password!.value = 'secret'
    const { renderApp, watchSignInStart } = await freshModules()
    watchSignInStart()
    written.querySelector('form')!.requestSubmit()
    // Still on the page: the written form sent nothing by itself.
    expect(layer()).not.toBeNull()
    const { fake } = renderApp({}, undefined)
    fake.reply('session:sign-in', ok(signedIn()))
    await waitFor(() => expect(fake.requests('session:sign-in')).toHaveLength(1))
    expect(fake.requests('session:sign-in')[0]).toMatchObject({
      username: 'ada',
      password: 'secret',
      rememberMe: false
    })
  })

  it('goes as soon as the start turns out to open another screen', async () => {
    pageWith(signInStartForm(bootstrapData(), 'linux'))
    const { renderApp } = await freshModules()
    renderApp({ session: signedIn(), accounts: { active: null, accounts: [] } })
    await waitFor(() => expect(layer()).toBeNull())
    expect(screen.queryByLabelText('Username')).toBeNull()
  })
})
