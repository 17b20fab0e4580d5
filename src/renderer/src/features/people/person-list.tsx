// A virtualised listbox for up to tens of thousands of people: only the rows
// in view (plus a few) are in the DOM. Focus stays on the list; the active
// row is aria-activedescendant, with its position in the whole list
// (aria-posinset/setsize) so screen readers say "12 of 50,000".
import './people.css'

import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, type MouseEvent, useId, useLayoutEffect, useRef, useState } from 'react'

import type { PersonEntry } from '@shared/people'

import { showPersonMenu } from '../context-menu/person-menu'
import { InitialsAvatar } from './avatar'

const ROW_HEIGHT = 52

interface Props {
  label: string
  entries: readonly PersonEntry[]
  onOpen: (entry: PersonEntry) => void
  /** Where the list was, read once on mount; changes are reported through onPlace. */
  initial: () => { scrollTop: number; active: number }
  onPlace: (place: { scrollTop: number; active: number }) => void
  /** Rows to mark, by key, with the words for the mark ("New", "Stopped following"): part of the row's name. */
  marks?: ReadonlyMap<string, string> | undefined
  /** What the entries are for (the filter): a new one puts the list back at its top, on its first row. */
  showing?: string
}

export function PersonList({ label, entries, onOpen, initial, onPlace, marks, showing = '' }: Props) {
  const listId = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const [start] = useState(initial)
  const [active, setActive] = useState(() => Math.min(start.active, Math.max(entries.length - 1, 0)))
  // A new filter keeps this list (and its virtualizer, which measures every row again only when their count changes)
  // instead of building another one: it goes back to the top and the first row.
  const [shownFor, setShownFor] = useState(showing)
  if (shownFor !== showing) {
    setShownFor(showing)
    setActive(0)
  }
  const activeRef = useRef(active)
  activeRef.current = active
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's API cannot be memoised by React Compiler; this component is simply not compiled.
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A fast scroll brings new rows into every row's element each frame: 8 rows beyond each edge dropped frames where
    // 3 did not (docs/performance.md, "Scrolling").
    overscan: 3,
    initialOffset: start.scrollTop,
    // Before layout (and in tests without layout) assume a window's worth of rows.
    initialRect: { width: 600, height: ROW_HEIGHT * 12 },
    // The active row is always rendered, so aria-activedescendant never points at nothing.
    // (An active row past the end, the list's last before a new filter, is none: React renders it again at once.)
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range)
      const active = activeRef.current
      return active >= range.count || indexes.includes(active) ? indexes : [...indexes, active].sort((a, b) => a - b)
    }
  })

  const atTop = useRef(showing)
  useLayoutEffect(() => {
    if (atTop.current === showing) return
    atTop.current = showing
    virtualizer.scrollToOffset(0)
  }, [showing, virtualizer])

  const move = (index: number) => {
    if (entries.length === 0) return
    const next = Math.max(0, Math.min(entries.length - 1, index))
    setActive(next)
    virtualizer.scrollToIndex(next, { align: 'auto' })
    onPlace({ scrollTop: scrollRef.current?.scrollTop ?? 0, active: next })
  }

  const pageSize = Math.max(1, Math.floor((scrollRef.current?.clientHeight || ROW_HEIGHT * 12) / ROW_HEIGHT) - 1)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(entries.length - 1),
      PageDown: () => move(active + pageSize),
      PageUp: () => move(active - pageSize),
      Enter: () => {
        const entry = entries[active]
        if (entry) onOpen(entry)
      }
    }
    const step = steps[event.key]
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    step()
  }

  // A right-click on a row, or Shift+F10 / the Menu key while the list has focus (then the event names the list, and the active row is meant).
  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    const row = event.target instanceof Element ? event.target.closest('[data-index]') : null
    const index = row ? Number(row.getAttribute('data-index')) : active
    const entry = entries[index]
    // A row that opens no profile has nothing to offer: Chromium's own menu (Copy, for selected text) goes ahead.
    if (!entry?.id) return
    if (index !== active) setActive(index)
    showPersonMenu(event, { userId: entry.id, username: entry.username })
  }

  if (entries.length === 0) return null
  const activeEntry = entries[active]
  // The rows rendered are one run (those in view and beyond its edges), and the active row apart from it when scrolled
  // away. Each row in the run is keyed by its place in it (index modulo its length), so a row scrolled out gives its
  // element to the row scrolled in, which React fills with new words instead of building one (docs/performance.md,
  // "Scrolling").
  const rows = virtualizer.getVirtualItems()
  const span = (rows.at(-1)?.index ?? 0) - (rows[0]?.index ?? 0) + 1
  const apart = span === rows.length ? -1 : active
  const runLength = Math.max(rows.length - (apart === -1 ? 0 : 1), 1)
  return (
    <div
      ref={scrollRef}
      className="person-list"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeEntry ? `${listId}-${active}` : undefined}
      onKeyDown={onKeyDown}
      onContextMenu={onContextMenu}
      onScroll={() => onPlace({ scrollTop: scrollRef.current?.scrollTop ?? 0, active })}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const entry = entries[row.index]
          if (!entry) return null
          const mark = marks?.get(entry.key)
          return (
            <div
              key={row.index === apart ? 'active' : row.index % runLength}
              id={`${listId}-${row.index}`}
              data-index={row.index}
              role="option"
              aria-selected={row.index === active}
              aria-posinset={row.index + 1}
              aria-setsize={entries.length}
              aria-disabled={entry.id ? undefined : true}
              className="person-row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${row.start}px)`
              }}
              onClick={() => {
                setActive(row.index)
                onOpen(entry)
              }}
            >
              {/* Initials only: a row names no picture, and one query per row would cost 50,000 of them. */}
              <InitialsAvatar name={entry.label} size="sm" />
              <span className="person-text">
                <span className="person-label" translate="no">
                  {entry.label}
                </span>
                {entry.secondary && (
                  <span className="muted person-secondary" translate="no">
                    {entry.secondary}
                  </span>
                )}
              </span>
              {mark && <span className="person-mark">{mark}</span>}
            </div>
          )
        })}
      </div>
    </div>
  )
}
