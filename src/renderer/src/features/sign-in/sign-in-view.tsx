import { useId, useState } from 'react'

import { ErrorText } from '../../ui/error-text'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { ViewHeading } from '../../ui/view-heading'
import { useSessionStore } from '../session/session-store'
import { useSettingsStore } from '../settings/settings-store'
import { envServerHint, useForgetServer } from '../settings/use-forget-server'
import { ApiKeySignInForm } from './api-key-sign-in-form'
import { PasswordSignInForm } from './password-sign-in-form'

function ServerSummary({ baseUrl }: { baseUrl: string }) {
  const fromEnv = useSettingsStore((s) => s.settings?.baseUrlSource === 'env')
  const { busy, error, forget } = useForgetServer()
  const envHintId = useId()
  const buttonRef = useFocusOnError<HTMLButtonElement>(error)
  return (
    <div className="server-summary">
      <p>
        Server: <span className="server-url">{baseUrl}</span>
      </p>
      <button
        ref={buttonRef}
        type="button"
        className="button-secondary"
        disabled={busy || fromEnv}
        aria-describedby={fromEnv ? envHintId : undefined}
        onClick={() => void forget()}
      >
        Change server
      </button>
      {fromEnv && (
        <p id={envHintId} className="hint">
          {envServerHint}
        </p>
      )}
      <ErrorText>{error}</ErrorText>
    </div>
  )
}

export function SignInView({ baseUrl }: { baseUrl: string }) {
  const [mode, setMode] = useState<'password' | 'api-key'>('password')
  const signInMessage = useSessionStore((s) => s.signInMessage)

  return (
    <>
      <ViewHeading>Sign in</ViewHeading>
      <ServerSummary baseUrl={baseUrl} />
      <ErrorText>{signInMessage}</ErrorText>
      {mode === 'password' ? <PasswordSignInForm /> : <ApiKeySignInForm />}
      <div className="mode-switch">
        <button type="button" className="button-link" onClick={() => setMode(mode === 'password' ? 'api-key' : 'password')}>
          {mode === 'password' ? 'Use an API key' : 'Use username and password'}
        </button>
      </div>
    </>
  )
}
