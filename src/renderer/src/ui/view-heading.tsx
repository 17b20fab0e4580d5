import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A view's one h1. It takes focus when the view appears so keyboard and
 * screen-reader users land at the top of what just changed; a view that
 * puts focus somewhere more useful (the sign-in form's first empty field)
 * says `takeFocus={false}` and names its region after the heading (`id`).
 */
export function ViewHeading({
  children,
  id,
  takeFocus = true
}: {
  children: ReactNode
  id?: string
  takeFocus?: boolean
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="view-heading">
      {children}
    </h1>
  )
}
