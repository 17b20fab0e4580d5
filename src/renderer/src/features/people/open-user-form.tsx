import { type FormEvent, useId, useState } from 'react'

import { ID_PATTERN } from '@shared/ids'

import { ErrorText } from '../../ui/error-text'
import { useNavigate } from '../navigation/navigation-store'

/** "Open user…": any profile by id. */
export function OpenUserForm() {
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const id = value.trim()
    if (!ID_PATTERN.test(id)) {
      setError(id === '' ? 'Enter a user id, such as 42.' : 'A user id is letters, digits, dots, dashes or underscores, at most 64 of them.')
      return
    }
    setError(null)
    setValue('')
    navigate({ view: 'profile', userId: id })
  }

  return (
    <form className="inline-form" onSubmit={submit} aria-label="Open user">
      <label htmlFor={inputId}>Open user by id</label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        inputMode="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <button type="submit" className="button-secondary">
        Open
      </button>
      <ErrorText id={errorId}>{error}</ErrorText>
    </form>
  )
}
