import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface Props {
  /** A picture of what is missing; decorative, the sentence says it. */
  icon: LucideIcon
  /** One sentence: what is not there (and, where it helps, why). */
  children: ReactNode
  /** What the person can do about it: a Button, usually. */
  action?: ReactNode
}

/** What a view or list shows when there is nothing to show. */
export function EmptyState({ icon: Icon, children, action }: Props) {
  return (
    <div className="empty-state">
      <Icon className="empty-state-icon" aria-hidden="true" focusable="false" />
      <p>{children}</p>
      {action}
    </div>
  )
}
