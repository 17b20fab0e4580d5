import type { ReactNode } from 'react'

/**
 * One term and its value inside a `<dl>`: the row every details list uses.
 * `platformTerm`: the term is the platform's own field name, data rather than
 * the app's words, so it is marked translate="no".
 */
export function FieldRow({
  term,
  platformTerm = false,
  children
}: {
  term: ReactNode
  platformTerm?: boolean
  children: ReactNode
}) {
  return (
    <div className="field-row">
      <dt translate={platformTerm ? 'no' : undefined}>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
