import { type FormEvent, useId, useRef, useState } from 'react'

import { invoke } from '../../platform'
import { CheckboxField } from '../../ui/checkbox-field'
import { ErrorText } from '../../ui/error-text'
import { SubmitButton } from '../../ui/submit-button'
import { useSubmitGuard } from '../../ui/use-submit-guard'
import { applySession, useSessionStore } from '../session/session-store'

/** What Remember me does, in one line (main warns when no keyring lets it keep its word). */
export const rememberMeHint = 'Keeps you signed in after you quit, encrypted.'

export function PasswordSignInForm() {
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  // The password lives here and nowhere else: never a store, never storage.
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [clearPasswordOnFailure, setClearPasswordOnFailure] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useSubmitGuard()
  const usernameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const ids = {
    username: useId(),
    email: useId(),
    emailHint: useId(),
    password: useId(),
    error: useId()
  }

  const signIn = async () => {
    if (username.trim() === '' || password === '') {
      setError('Enter your username and password.')
      const missing = username.trim() === '' ? usernameRef : passwordRef
      missing.current?.focus()
      return
    }
    setError(null)
    useSessionStore.getState().clearSignInMessage()
    const trimmedEmail = email.trim()
    const result = await invoke('session:sign-in', {
      username: username.trim(),
      ...(trimmedEmail === '' ? {} : { email: trimmedEmail }),
      password,
      rememberMe
    })
    if (result.ok) {
      setPassword('')
      applySession(result.data)
      return
    }
    setError(result.error.message)
    if (clearPasswordOnFailure) setPassword('')
    passwordRef.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(signIn)
  }

  const errorDescription = error === null ? undefined : ids.error

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="field">
        <label htmlFor={ids.username}>Username</label>
        <input
          ref={usernameRef}
          id={ids.username}
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-describedby={errorDescription}
        />
      </div>
      <div className="field">
        <div className="label-row">
          <label htmlFor={ids.email}>Email</label>
          <span id={ids.emailHint} className="hint">
            (optional)
          </span>
        </div>
        <input id={ids.email} type="email" autoComplete="email" spellCheck={false} value={email} onChange={(e) => setEmail(e.target.value)} aria-describedby={ids.emailHint} />
      </div>
      <div className="field">
        <label htmlFor={ids.password}>Password</label>
        <input
          ref={passwordRef}
          id={ids.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={errorDescription}
        />
      </div>
      <div className="sign-in-options">
        <CheckboxField label="Remember me" checked={rememberMe} onChange={setRememberMe} hint={rememberMeHint} />
        <CheckboxField label="Clear password after a failed attempt" checked={clearPasswordOnFailure} onChange={setClearPasswordOnFailure} />
      </div>
      <ErrorText id={ids.error}>{error}</ErrorText>
      <SubmitButton busy={busy} label="Sign in" busyLabel="Signing in…" />
    </form>
  )
}
