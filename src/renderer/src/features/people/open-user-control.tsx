import { UserSearch } from 'lucide-react'
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { IconButton } from '../../ui/icon-button'
import { OpenUserForm } from './open-user-form'

const messages = defineMessages({
  open: {
    id: 'people.openUser.button',
    defaultMessage: 'Open user…',
    description: 'Profile: the title bar’s icon button revealing the form that finds a person by name or id.'
  }
})

/**
 * "Open user…" in the Profile title bar: a quiet icon button that reveals
 * the find-by-name-or-id form under it, so the person, not a form, comes
 * first. A disclosure, not a dialog: Escape closes it and puts focus back on
 * the button (once the form's list of people is folded); so does a second
 * press. Tabbing or clicking away closes it too.
 */
export function OpenUserControl() {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  // A click anywhere else closes it, as menus do.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    event.stopPropagation()
    close(true)
  }
  // Focus that leaves for elsewhere on the page (Tab past Open) closes it; focus moving within it does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }

  return (
    <div ref={wrapperRef} className="open-user" onKeyDown={onKeyDown} onBlur={onBlur}>
      <IconButton
        ref={buttonRef}
        icon={UserSearch}
        label={intl.formatMessage(messages.open)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      />
      {open && (
        <div id={panelId} className="open-user-panel">
          <OpenUserForm onOpened={() => close(true)} />
        </div>
      )}
    </div>
  )
}
