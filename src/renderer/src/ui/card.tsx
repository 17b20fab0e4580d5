import { type ReactNode, useId } from 'react'

interface Props {
  /** The card's heading (an h2); the card is a region named by it. */
  title: ReactNode
  /**
   * A stable id for the heading, so an index of the page can link to it; the
   * heading then takes focus when a link brings the person there.
   */
  headingId?: string | undefined
  /** Controls that act on the whole card, beside the title. */
  actions?: ReactNode
  className?: string
  children: ReactNode
}

/** A raised surface that groups one thing: a section with its title and actions. */
export function Card({ title, headingId, actions, className, children }: Props) {
  const ownId = useId()
  const id = headingId ?? ownId
  const classes = ['card', className].filter(Boolean).join(' ')
  return (
    <section className={classes} aria-labelledby={id}>
      <div className="card-head">
        <h2 id={id} tabIndex={headingId === undefined ? undefined : -1}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
