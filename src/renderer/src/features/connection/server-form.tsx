import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { ServerUrlInput } from '../../ui/server-url-input'
import { SubmitButton } from '../../ui/submit-button'
import { useSubmitGuard } from '../../ui/use-submit-guard'

const messages = defineMessages({
  urlLabel: {
    id: 'firstRun.url.label',
    defaultMessage: 'Server URL',
    description: 'First run and Add account: the label of the server address field.'
  },
  urlHint: {
    id: 'firstRun.url.hint',
    defaultMessage: 'For example {example}',
    description:
      'First run and Add account: the hint under the server address field; {example} is an example address (https://platform.example.com).'
  },
  cancelCheck: {
    id: 'firstRun.cancelCheck',
    defaultMessage: 'Cancel',
    description: 'First run: the button beside “Connecting…” that stops checking the address (the field keeps it).'
  }
})

/**
 * The server address form of first run and of Add account: main normalises
 * and checks the address (`connect` answers with its sentence, or null), the
 * page only passes it on. Focus returns to the field with the sentence.
 * Given `cancelCheck`, a Cancel button (and Escape) stops a check that is
 * running: the form is back as it was, the address still in the field.
 */
export function ServerForm({
  initialUrl = '',
  connect,
  cancelCheck,
  label,
  busyLabel,
  children
}: {
  initialUrl?: string
  connect: (url: string) => Promise<string | null>
  /** Asks main to abort the running check; `connect` then settles, and what it answers is not shown. */
  cancelCheck?: () => void
  label: string
  busyLabel: string
  /** More actions beside the submit button (Add account's Cancel). */
  children?: ReactNode
}) {
  const intl = useIntl()
  const [url, setUrl] = useState(initialUrl)
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useSubmitGuard()
  const cancelled = useRef(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()

  const submit = async () => {
    setError(null)
    cancelled.current = false
    const problem = await connect(url.trim())
    // Cancelled: whatever the aborted check answered is not the person's problem to read.
    if (cancelled.current) {
      cancelled.current = false
      inputRef.current?.focus()
      return
    }
    if (problem === null) return
    setError(problem)
    inputRef.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(submit)
  }

  const cancel = () => {
    if (!busy || !cancelCheck) return
    cancelled.current = true
    cancelCheck()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !busy || !cancelCheck) return
    event.preventDefault()
    cancel()
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-busy={busy}>
      <div className="field">
        <label htmlFor={inputId}>{intl.formatMessage(messages.urlLabel)}</label>
        <ServerUrlInput
          id={inputId}
          inputRef={inputRef}
          value={url}
          onChange={setUrl}
          invalid={error !== null}
          describedBy={error === null ? hintId : `${hintId} ${errorId}`}
        />
        <p id={hintId} className="hint">
          {intl.formatMessage(messages.urlHint, { example: 'https://platform.example.com' })}
        </p>
      </div>
      <ErrorText id={errorId}>{error}</ErrorText>
      <div className="actions">
        <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
        {busy && cancelCheck && <Button onClick={cancel}>{intl.formatMessage(messages.cancelCheck)}</Button>}
        {children}
      </div>
    </form>
  )
}
