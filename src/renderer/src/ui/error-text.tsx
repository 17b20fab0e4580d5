import type { ReactNode } from 'react'

/** An error sentence, announced as an alert; renders nothing when there is none. */
export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null
  return (
    <p id={id} role="alert" className="error-text">
      {children}
    </p>
  )
}
