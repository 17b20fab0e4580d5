import { type FocusEvent, type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react'

interface Props {
  /**
   * Name it only when the controls act on one thing together (text
   * formatting, a list's view options): it then becomes a real toolbar,
   * one Tab stop whose controls the arrow keys, Home and End move between.
   * Without a label it is a plain row of controls, each its own Tab stop.
   */
  label?: string
  className?: string
  children: ReactNode
}

const ITEMS = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled)'

/** A row of controls; with a label, an ARIA toolbar with its arrow-key behaviour. */
export function Toolbar({ label, className, children }: Props) {
  const classes = ['toolbar', className].filter(Boolean).join(' ')
  if (label === undefined) return <div className={classes}>{children}</div>
  return (
    <RovingToolbar label={label} className={classes}>
      {children}
    </RovingToolbar>
  )
}

function RovingToolbar({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const active = useRef(0)
  const items = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])

  // One Tab stop: the control last moved to (the first at the start). Run
  // after every render, since controls come, go and become disabled.
  useLayoutEffect(() => {
    const all = items()
    if (active.current >= all.length) active.current = Math.max(0, all.length - 1)
    all.forEach((item, index) => (item.tabIndex = index === active.current ? 0 : -1))
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items()
    const from = all.indexOf(event.target as HTMLElement)
    if (from < 0 || all.length === 0) return
    const last = all.length - 1
    const to =
      event.key === 'ArrowRight'
        ? from === last
          ? 0
          : from + 1
        : event.key === 'ArrowLeft'
          ? from === 0
            ? last
            : from - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (to === null) return
    event.preventDefault()
    active.current = to
    all.forEach((item, index) => (item.tabIndex = index === to ? 0 : -1))
    all[to]?.focus()
  }

  // A click or Tab into the toolbar makes that control the Tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = items().indexOf(event.target)
    if (index >= 0) active.current = index
  }

  return (
    <div ref={ref} role="toolbar" aria-label={label} className={className} onKeyDown={onKeyDown} onFocus={onFocus}>
      {children}
    </div>
  )
}
