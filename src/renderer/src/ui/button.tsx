import type { LucideIcon } from 'lucide-react'
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger'
export type ButtonSize = 'md' | 'sm'

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** primary: the one main action of a form or view; secondary: the others; quiet: minor ones beside content; danger: what cannot be undone. */
  variant?: ButtonVariant
  size?: ButtonSize
  /** A decorative icon before the words; the words stay the button's name. */
  icon?: LucideIcon
  /** While true the button is disabled, says `busyLabel` and is marked busy, so a second press cannot send twice. */
  busy?: boolean
  busyLabel?: string
  ref?: Ref<HTMLButtonElement>
  children: ReactNode
}

/** Every button of the app: one shape, four variants, two sizes, and a busy state. */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon: Icon,
  busy = false,
  busyLabel,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: Props) {
  const classes = ['button', `button-${variant}`, size === 'sm' ? 'button-sm' : null, className]
    .filter(Boolean)
    .join(' ')
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
    >
      {Icon && <Icon className="button-icon" aria-hidden="true" focusable="false" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  )
}
