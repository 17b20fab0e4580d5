import { type ReactNode, useId } from 'react'

interface Props {
  /** The card's heading (an h2); the card is a region named by it. */
  title: ReactNode
  /** Controls that act on the whole card, beside the title. */
  actions?: ReactNode
  className?: string
  children: ReactNode
}

/** A raised surface that groups one thing: a section with its title and actions. */
export function Card({ title, actions, className, children }: Props) {
  const headingId = useId()
  const classes = ['card', className].filter(Boolean).join(' ')
  return (
    <section className={classes} aria-labelledby={headingId}>
      <div className="card-head">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
