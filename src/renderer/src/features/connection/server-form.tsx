import { type ReactNode, useId } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { ServerUrlInput } from '../../ui/server-url-input'
import { SubmitButton } from '../../ui/submit-button'
import type { ServerStep } from './use-server-step'

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
    description:
      'First run and Add account: the button beside “Connecting…” or “Checking the server…” that stops checking the address (the field keeps it).'
  }
})

/**
 * The server address form of first run and of Add account, drawn from the
 * flow's `useServerStep`. While a check runs, its Cancel takes the place of
 * the flow's own actions (`children`: Add account's Cancel), so one button
 * called Cancel is on screen at a time.
 */
export function ServerForm({
  step,
  label,
  busyLabel,
  children
}: {
  step: ServerStep
  label: string
  busyLabel: string
  /** More actions beside the submit button while no check runs (Add account's Cancel). */
  children?: ReactNode
}) {
  const intl = useIntl()
  const { url, setUrl, busy, error, inputRef, onSubmit, cancel } = step
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
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
        {busy ? <Button onClick={cancel}>{intl.formatMessage(messages.cancelCheck)}</Button> : children}
      </div>
    </form>
  )
}
