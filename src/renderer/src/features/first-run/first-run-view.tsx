import { type FormEvent, useId, useRef, useState } from 'react'

import { invoke } from '../../platform'
import { ErrorText } from '../../ui/error-text'
import { ServerUrlInput } from '../../ui/server-url-input'
import { SubmitButton } from '../../ui/submit-button'
import { useSubmitGuard } from '../../ui/use-submit-guard'
import { ViewHeading } from '../../ui/view-heading'
import { useSettingsStore } from '../settings/settings-store'

export function FirstRunView() {
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
      <ViewHeading>Connect to your platform</ViewHeading>
      <p className="muted">Platform Desktop needs the address of the server your account lives on.</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <div className="field">
          <label htmlFor={inputId}>Server URL</label>
          <ServerUrlInput id={inputId} inputRef={inputRef} value={url} onChange={setUrl} invalid={error !== null} describedBy={error === null ? hintId : `${hintId} ${errorId}`} />
          <p id={hintId} className="hint">
            For example https://platform.example.com
          </p>
        </div>
        <ErrorText id={errorId}>{error}</ErrorText>
        <SubmitButton busy={busy} label="Connect" busyLabel="Connecting…" />
      </form>
    </>
  )
}
