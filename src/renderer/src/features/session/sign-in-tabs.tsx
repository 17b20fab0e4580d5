import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface SignInTab<K extends string> {
  key: K
  label: string
}

interface Props<K extends string> {
  /** What the tabs choose between, the tablist's name. */
  label: string
  tabs: readonly SignInTab<K>[]
  selected: K
  onSelect: (key: K) => void
  /** The selected tab's panel. */
  children: ReactNode
}

/**
 * The ways in as an ARIA tablist: one Tab stop on the selected tab, the
 * arrow keys, Home and End move between tabs and select as they go (the
 * panels are small forms, so showing one at once costs nothing). Written
 * here, not taken from a library: the sign-in form's script budget is tight.
 */
export function SignInTabs<K extends string>({ label, tabs, selected, onSelect, children }: Props<K>) {
  const baseId = useId()
  const refs = useRef(new Map<K, HTMLButtonElement>())
  const tabId = (key: K) => `${baseId}-tab-${key}`
  const panelId = `${baseId}-panel`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tabs.findIndex((tab) => tab.key === selected)
    const last = tabs.length - 1
    const to = {
      ArrowRight: from === last ? 0 : from + 1,
      ArrowLeft: from === 0 ? last : from - 1,
      Home: 0,
      End: last
    }[event.key]
    const next = to === undefined ? undefined : tabs[to]
    if (next === undefined) return
    event.preventDefault()
    onSelect(next.key)
    refs.current.get(next.key)?.focus()
  }

  return (
    <div className="sign-in-tabs">
      <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element)
                else refs.current.delete(tab.key)
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className="tab"
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {/* Not named by its tab: a panel called "Password" would share the password field's name. */}
      <div role="tabpanel" id={panelId} className="tab-panel">
        {children}
      </div>
    </div>
  )
}
