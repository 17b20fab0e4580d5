import { type FormEvent, useEffect, useId, useRef, useState } from 'react'

import { ID_PATTERN } from '@shared/ids'

import { defineMessages, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { useNavigate } from '../navigation/navigation-store'

const messages = defineMessages({
  enterId: {
    id: 'people.openUser.enterId',
    defaultMessage: 'Enter a user id, such as 42.',
    description: 'Open user: error when Open is pressed with the field empty; “42” is an example id.'
  },
  badId: {
    id: 'people.openUser.badId',
    defaultMessage: 'A user id is letters, digits, dots, dashes or underscores, at most 64 of them.',
    description: 'Open user: error when the typed id does not fit.'
  },
  form: { id: 'people.openUser.form', defaultMessage: 'Open user', description: 'Open user: the accessible name of the open-by-id form.' },
  field: { id: 'people.openUser.field', defaultMessage: 'Open user by id', description: 'Open user: the label of the id field.' },
  submit: { id: 'people.openUser.submit', defaultMessage: 'Open', description: 'Open user: the button opening the profile.' }
})

/** "Open user…": any profile by id. Takes focus when it appears; `onOpened` runs once it has gone to the profile. */
export function OpenUserForm({ onOpened }: { onOpened?: () => void }) {
  const intl = useIntl()
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
      setError(intl.formatMessage(id === '' ? messages.enterId : messages.badId))
      return
    }
    setError(null)
    setValue('')
    onOpened?.()
    navigate({ view: 'profile', userId: id })
  }

  return (
    <form className="inline-form" onSubmit={submit} aria-label={intl.formatMessage(messages.form)}>
      <label htmlFor={inputId}>{intl.formatMessage(messages.field)}</label>
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
        {intl.formatMessage(messages.submit)}
      </Button>
      <ErrorText id={errorId}>{error}</ErrorText>
    </form>
  )
}
