import type { ReactNode } from 'react'

/** One term and its value inside a `<dl>`: the row every details list uses. */
export function FieldRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="field-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
