import { type ReactNode, useId } from 'react'

interface CheckboxFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  id?: string
  describedBy?: string
  /** One line under the checkbox saying what it does; it also describes the checkbox to screen readers. */
  hint?: ReactNode
  disabled?: boolean
}

/** A labelled checkbox: the label is the accessible name and a click target. */
export function CheckboxField({
  label,
  checked,
  onChange,
  id,
  describedBy,
  hint,
  disabled = false
}: CheckboxFieldProps) {
  const fallbackId = useId()
  const hintId = useId()
  const inputId = id ?? fallbackId
  const described = [describedBy, hint === undefined ? null : hintId].filter(Boolean).join(' ') || undefined
  const field = (
    <div className="checkbox-field">
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={inputId}>{label}</label>
    </div>
  )
  if (hint === undefined) return field
  return (
    <div>
      {field}
      <p id={hintId} className="hint checkbox-hint">
        {hint}
      </p>
    </div>
  )
}
