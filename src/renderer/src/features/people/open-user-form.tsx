import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { ID_PATTERN } from '@shared/ids'

import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { useNavigate } from '../navigation/navigation-store'

/** "Open user…": any profile by id. Takes focus when it appears; `onOpened` runs once it has gone to the profile. */
export function OpenUserForm({ onOpened }: { onOpened?: () => void }) {
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const errorId = useId()

  // It appears because the person asked for it: typing can start at once.
  useEffect(() => {
    inputRef.current?.focus()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const id = value.trim()
    if (!ID_PATTERN.test(id)) {
      setError(id === '' ? 'Enter a user id, such as 42.' : 'A user id is letters, digits, dots, dashes or underscores, at most 64 of them.')
      return
    }
    setError(null)
    setValue('')
    onOpened?.()
    navigate({ view: 'profile', userId: id })
  }

  return (
    <form className="inline-form" onSubmit={submit} aria-label="Open user">
      <label htmlFor={inputId}>Open user by id</label>
      <input
        ref={inputRef}
        id={inputId}
        className="open-user-input"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Button type="submit" variant="primary" size="sm">
        Open
      </Button>
      <ErrorText id={errorId}>{error}</ErrorText>
    </form>
  )
}
