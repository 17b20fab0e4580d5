import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { ErrorText } from '../../ui/error-text'
import { ServerUrlInput } from '../../ui/server-url-input'
import { SubmitButton } from '../../ui/submit-button'
import { useSubmitGuard } from '../../ui/use-submit-guard'

const messages = defineMessages({
  urlLabel: { id: 'firstRun.url.label', defaultMessage: 'Server URL', description: 'First run and Add account: the label of the server address field.' },
  urlHint: {
    id: 'firstRun.url.hint',
    defaultMessage: 'For example {example}',
    description: 'First run and Add account: the hint under the server address field; {example} is an example address (https://platform.example.com).'
  }
})

/**
 * The server address form of first run and of Add account: main normalises
 * and checks the address (`connect` answers with its sentence, or null), the
 * page only passes it on. Focus returns to the field with the sentence.
 */
export function ServerForm({
  initialUrl = '',
  connect,
  label,
  busyLabel,
  children
}: {
  initialUrl?: string
  connect: (url: string) => Promise<string | null>
  label: string
  busyLabel: string
  /** More actions beside the submit button (Add account's Cancel). */
  children?: ReactNode
}) {
  const intl = useIntl()
  const [url, setUrl] = useState(initialUrl)
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useSubmitGuard()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()

  const submit = async () => {
    setError(null)
    const problem = await connect(url.trim())
    if (problem === null) return
    setError(problem)
    inputRef.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(submit)
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={inputId}>{intl.formatMessage(messages.urlLabel)}</label>
        <ServerUrlInput id={inputId} inputRef={inputRef} value={url} onChange={setUrl} invalid={error !== null} describedBy={error === null ? hintId : `${hintId} ${errorId}`} />
        <p id={hintId} className="hint">
          {intl.formatMessage(messages.urlHint, { example: 'https://platform.example.com' })}
        </p>
      </div>
      <ErrorText id={errorId}>{error}</ErrorText>
      <div className="actions">
        <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
        {children}
      </div>
    </form>
  )
}
