// The other half of app/kept-screen.ts: while an account's shell is on screen, a picture of it goes to main whenever
// it has settled after a change, for the next start to show before its code has run. Main keeps it only for a
// remembered sign-in, sealed with the account's kept answers, and drops it with them.
import { useEffect } from 'react'

import { MAX_KEPT_SCREEN_CHARS } from '@shared/offline-cache'
import type { Route } from '@shared/routes'

import { KEPT_STYLE, makeInert, pageStylesheet } from '../../app/kept-screen'
import { useLocaleStore } from '../../i18n/locale-store'
import { invokeAs } from '../../platform'
import { whenIdle } from '../../ui/use-when-idle'

/** How long the screen must stay as it is before its picture is taken: not on every step of a change. */
export const SETTLED_MS = 1_000
/**
 * At most one picture every five minutes of the same screen (a clock ticking on it, a list scrolled): main seals the
 * account's whole cache again for each. A new screen's is taken at once.
 */
export const SAME_SCREEN_EVERY_MS = 5 * 60_000

/** The picture of `root` as it is now: its markup made inert, inline styles set aside under KEPT_STYLE. */
function pictureOf(root: Element): string {
  const copy = root.cloneNode(true) as Element
  makeInert(copy)
  for (const element of copy.querySelectorAll('[style]')) {
    element.setAttribute(KEPT_STYLE, element.getAttribute('style') ?? '')
    element.removeAttribute('style')
  }
  return copy.innerHTML
}

/**
 * Sends main a picture of `root` (the page's #root, the shell in it) for `account` each time it has settled after a
 * change: not while anything in it is still loading (aria-busy), not twice the same, and not larger than main keeps.
 */
export function keepScreenOf(root: Element, account: string, route: Route): () => void {
  const stylesheet = pageStylesheet()
  if (stylesheet === null) return () => undefined
  let sent = ''
  let sentAt = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancelIdle: (() => void) | undefined
  const take = () => {
    if (root.querySelector('[aria-busy="true"]') !== null) return
    const html = pictureOf(root)
    if (html === sent || html.length > MAX_KEPT_SCREEN_CHARS) return
    const now = performance.now()
    if (sent !== '' && now - sentAt < SAME_SCREEN_EVERY_MS) return settle(sentAt + SAME_SCREEN_EVERY_MS - now)
    sent = html
    sentAt = now
    const { format, direction } = useLocaleStore.getState().locale
    void invokeAs(account, 'offline-cache:keep-screen', { html, stylesheet, route, lang: format, dir: direction })
  }
  const settle = (after = SETTLED_MS) => {
    clearTimeout(timer)
    cancelIdle?.()
    timer = setTimeout(() => {
      cancelIdle = whenIdle(take)
    }, after)
  }
  const observer = new MutationObserver(() => settle())
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
  settle()
  return () => {
    observer.disconnect()
    clearTimeout(timer)
    cancelIdle?.()
  }
}

/** Keeps the picture of the shell for `account` while it shows `route` (app-shell.tsx). */
export function useKeepScreen(account: string | null, route: Route): void {
  useEffect(() => {
    const root = document.getElementById('root')
    if (account === null || root === null) return undefined
    return keepScreenOf(root, account, route)
  }, [account, route])
}
