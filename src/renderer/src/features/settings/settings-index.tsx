import './settings-index.css'

import { type MouseEvent, useEffect, useRef, useState } from 'react'

import { defineMessages, type Message, useIntl } from '../../i18n'

const messages = defineMessages({
  name: {
    id: 'settings.index.name',
    defaultMessage: 'Settings sections',
    description:
      'Settings: the accessible name of the list of links to each card (read by screen readers as a navigation landmark).'
  },
  caption: {
    id: 'settings.index.caption',
    defaultMessage: 'On this page',
    description: 'Settings: the short caption above the links to each card.'
  }
})

/** One card of Settings: its key (for its heading's id) and its title, the same words as the card's heading. */
export interface SettingsSection {
  key: string
  title: Message
}

/** The id of a Settings card's heading: what the index links to. */
export const sectionHeadingId = (key: string) => `settings-${key}`

/** Where a card counts as the one being read: its top within the upper quarter of the scrolled area. */
const READING_LINE = 0.25

/** The element that scrolls the view (the shell's main), else the document's own scroller. */
function scrollerOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll') return node
  }
  return document.documentElement
}

const sectionOf = (key: string) => document.getElementById(sectionHeadingId(key))?.closest('section') ?? null

/** The card being read: the last whose top has passed the reading line; the last card once the end is reached. */
function currentIn(scroller: HTMLElement, keys: readonly string[]): string | null {
  const atEnd = scroller.scrollTop > 0 && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2
  if (atEnd) return keys.at(-1) ?? null
  const line =
    (scroller === document.documentElement ? 0 : scroller.getBoundingClientRect().top) +
    scroller.clientHeight * READING_LINE
  let current = keys[0] ?? null
  for (const key of keys) {
    const top = sectionOf(key)?.getBoundingClientRect().top
    if (top !== undefined && top <= line) current = key
  }
  return current
}

/**
 * Settings' "On this page": a link to each card's heading. Following one
 * scrolls the element that really scrolls (the shell's main) until the card
 * is at its top and moves focus to the heading, so keyboard and screen-reader
 * users go on from there; the card being read is marked (aria-current) as
 * the view scrolls. Narrow, the links wrap under the view's title; wide, they
 * stay in a column beside the cards (settings.css).
 */
export function SettingsIndex({ sections }: { sections: readonly SettingsSection[] }) {
  const intl = useIntl()
  const navRef = useRef<HTMLElement>(null)
  const [current, setCurrent] = useState<string | null>(sections[0]?.key ?? null)
  // A card a link jumped to stays marked while the view stays where the jump left it (the last cards cannot reach the top).
  const pinned = useRef<{ key: string; scrollTop: number } | null>(null)
  const keys = sections.map((section) => section.key).join(' ')

  useEffect(() => {
    const nav = navRef.current
    if (!nav) return
    const list = keys.split(' ')
    const scroller = scrollerOf(nav)
    const target: HTMLElement | Window = scroller === document.documentElement ? window : scroller
    let frame = 0
    const measure = () => {
      frame = 0
      const pin = pinned.current
      if (pin && Math.abs(scroller.scrollTop - pin.scrollTop) < 2) return
      pinned.current = null
      setCurrent(currentIn(scroller, list))
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    target.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      target.removeEventListener('scroll', onScroll)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [keys])

  const go = (event: MouseEvent<HTMLAnchorElement>, key: string) => {
    const heading = document.getElementById(sectionHeadingId(key))
    const nav = navRef.current
    if (!heading || !nav) return
    event.preventDefault()
    // Scrolled first, then focused without a second scroll: the card lands at the top, not merely in view.
    ;(heading.closest('section') ?? heading).scrollIntoView?.({ block: 'start' })
    heading.focus({ preventScroll: true })
    pinned.current = { key, scrollTop: scrollerOf(nav).scrollTop }
    setCurrent(key)
  }

  return (
    <nav ref={navRef} className="settings-index" aria-label={intl.formatMessage(messages.name)}>
      <p className="settings-index-caption" aria-hidden="true">
        {intl.formatMessage(messages.caption)}
      </p>
      <ul>
        {sections.map(({ key, title }) => (
          <li key={key}>
            <a
              href={`#${sectionHeadingId(key)}`}
              aria-current={current === key ? 'location' : undefined}
              onClick={(event) => go(event, key)}
            >
              {intl.formatMessage(title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
