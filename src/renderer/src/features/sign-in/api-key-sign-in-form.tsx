import { type FormEvent, useId, useRef, useState } from 'react'

import { invoke } from '../../platform'
import { CheckboxField } from '../../ui/checkbox-field'
import { ErrorText } from '../../ui/error-text'
import { SubmitButton } from '../../ui/submit-button'
import { useSubmitGuard } from '../../ui/use-submit-guard'
import { applySession, useSessionStore } from '../session/session-store'

/** What Remember this key does, in one line. */
export const rememberKeyHint = 'Keeps you signed in with this key after you quit, encrypted.'

export function ApiKeySignInForm() {
  // A key is as secret as a password: component state only.
  const [apiKey, setApiKey] = useState('')
  const [remember, setRemember] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useSubmitGuard()
  const keyRef = useRef<HTMLInputElement>(null)
  const ids = { key: useId(), hint: useId(), error: useId() }

  const signIn = async () => {
    if (apiKey.trim() === '') {
      setError('Enter your API key.')
      keyRef.current?.focus()
      return
    }
    setError(null)
    useSessionStore.getState().clearSignInMessage()
    const result = await invoke('session:sign-in-with-key', { apiKey: apiKey.trim(), remember })
    if (result.ok) {
      setApiKey('')
      applySession(result.data)
      return
    }
    setError(result.error.message)
    keyRef.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(signIn)
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={ids.key}>API key</label>
        <input
          ref={keyRef}
          id={ids.key}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          aria-describedby={error === null ? ids.hint : `${ids.hint} ${ids.error}`}
        />
        <p id={ids.hint} className="hint">
          Create a key in your account on the platform, then paste it here.
        </p>
      </div>
      <div className="sign-in-options">
        <CheckboxField label="Remember this key" checked={remember} onChange={setRemember} hint={rememberKeyHint} />
      </div>
      <ErrorText id={ids.error}>{error}</ErrorText>
      <SubmitButton busy={busy} label="Sign in with key" busyLabel="Signing in…" />
    </form>
  )
}
