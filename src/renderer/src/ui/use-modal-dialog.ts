import { type RefObject, useEffect, useRef } from 'react'

/**
 * Opens a native <dialog> as a modal while `open` holds and closes it when it
 * no longer does: the browser keeps focus inside, Escape cancels, and focus
 * returns where it was on close.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal?.()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
