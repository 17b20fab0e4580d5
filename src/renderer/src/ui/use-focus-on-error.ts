import { useEffect, useRef } from 'react'

/**
 * A button disabled while busy loses keyboard focus; when the attempt fails
 * and the button is usable again, put focus back so the person can retry.
 */
export function useFocusOnError<T extends HTMLElement>(error: string | null) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (error !== null) ref.current?.focus()
  }, [error])
  return ref
}
