import { type ReactNode, useId } from 'react'

interface CheckboxFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  id?: string
  describedBy?: string
  disabled?: boolean
}

/** A labelled checkbox: the label is the accessible name and a click target. */
export function CheckboxField({ label, checked, onChange, id, describedBy, disabled = false }: CheckboxFieldProps) {
  const fallbackId = useId()
  const inputId = id ?? fallbackId
  return (
    <div className="checkbox-field">
      <input id={inputId} type="checkbox" checked={checked} disabled={disabled} aria-describedby={describedBy} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  )
}
