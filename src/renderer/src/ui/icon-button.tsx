import './icon-button.css'

import type { LucideIcon } from 'lucide-react'
import type { ButtonHTMLAttributes, Ref } from 'react'

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'title' | 'aria-keyshortcuts'
> {
  icon: LucideIcon
  /** The button's name for screen readers and voice control; the icon alone shows nothing to them. */
  label: string
  /** The tooltip; the name when absent. With a menu command: withShortcut(…) from the shared table. */
  tooltip?: string | undefined
  /** aria-keyshortcuts, from the shared table (shortcutOf(…).aria) when the button has a menu command. */
  keyShortcuts?: string | undefined
  /** The icon points a way (Back, Forward): mirrored right to left (icon-directional, base.css). */
  directional?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** An icon-only button: the icon is decoration, the label is the name, the tooltip says it again for the mouse. */
export function IconButton({
  icon: Icon,
  label,
  tooltip,
  keyShortcuts,
  directional = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      title={tooltip ?? label}
      aria-keyshortcuts={keyShortcuts}
    >
      <Icon
        className={directional ? 'icon-directional' : undefined}
        aria-hidden="true"
        focusable="false"
        size={18}
        strokeWidth={2}
      />
    </button>
  )
}
