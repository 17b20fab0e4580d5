// The server address field, the same wherever one is typed (first run,
// Settings): a URL keyboard, no autocorrection, its hint and error linked.
import type { Ref } from 'react'

export interface ServerUrlInputProps {
  id: string
  inputRef: Ref<HTMLInputElement>
  value: string
  onChange: (value: string) => void
  invalid: boolean
  describedBy: string
}

export function ServerUrlInput({ id, inputRef, value, onChange, invalid, describedBy }: ServerUrlInputProps) {
  return (
    <input
      ref={inputRef}
      id={id}
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  )
}
