import { type FormEvent, useId, useRef, useState } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { ErrorText } from '../../ui/error-text'
import { ServerUrlInput } from '../../ui/server-url-input'
import { SubmitButton } from '../../ui/submit-button'
import { useSubmitGuard } from '../../ui/use-submit-guard'
import { ViewHeading } from '../../ui/view-heading'
import { useSettingsStore } from '../settings/settings-store'

const messages = defineMessages({
  heading: { id: 'firstRun.heading', defaultMessage: 'Connect to your platform', description: 'First run: the heading of the first screen, where the server is chosen.' },
  intro: {
    id: 'firstRun.intro',
    defaultMessage: 'Platform Desktop needs the address of the server your account lives on.',
    description: 'First run: the sentence under the heading. “Platform Desktop” is the app’s name.'
  },
  urlLabel: { id: 'firstRun.url.label', defaultMessage: 'Server URL', description: 'First run: the label of the server address field.' },
  urlHint: {
    id: 'firstRun.url.hint',
    defaultMessage: 'For example {example}',
    description: 'First run: the hint under the server address field; {example} is an example address (https://platform.example.com).'
  },
  connect: { id: 'firstRun.connect', defaultMessage: 'Connect', description: 'First run: the button that saves the server address.' },
  connecting: { id: 'firstRun.connecting', defaultMessage: 'Connecting…', description: 'First run: the Connect button while the address is checked.' }
})

export function FirstRunView() {
  const intl = useIntl()
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useSubmitGuard()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()

  const connect = async () => {
    setError(null)
    // Main normalises and checks the address; the renderer only passes it on.
    const result = await invoke('connection:save', { url: url.trim() })
    if (result.ok) {
      useSettingsStore.getState().setSettings(result.data.settings)
      return
    }
    setError(result.error.message)
    inputRef.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(connect)
  }

  return (
    <>
      <ViewHeading>{intl.formatMessage(messages.heading)}</ViewHeading>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <div className="field">
          <label htmlFor={inputId}>{intl.formatMessage(messages.urlLabel)}</label>
          <ServerUrlInput id={inputId} inputRef={inputRef} value={url} onChange={setUrl} invalid={error !== null} describedBy={error === null ? hintId : `${hintId} ${errorId}`} />
          <p id={hintId} className="hint">
            {intl.formatMessage(messages.urlHint, { example: 'https://platform.example.com' })}
          </p>
        </div>
        <ErrorText id={errorId}>{error}</ErrorText>
        <SubmitButton busy={busy} label={intl.formatMessage(messages.connect)} busyLabel={intl.formatMessage(messages.connecting)} />
      </form>
    </>
  )
}
