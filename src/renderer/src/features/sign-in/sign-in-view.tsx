import './sign-in.css'

import { useId, useState } from 'react'

import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { ViewHeading } from '../../ui/view-heading'
import { useSessionStore } from '../session/session-store'
import { useSettingsStore } from '../settings/settings-store'
import { envServerHint, useForgetServer } from '../settings/use-forget-server'
import { ApiKeySignInForm } from './api-key-sign-in-form'
import { PasswordSignInForm } from './password-sign-in-form'
import { SignInTabs } from './sign-in-tabs'

type Way = 'password' | 'api-key'

const ways = [
  { key: 'password', label: 'Password' },
  { key: 'api-key', label: 'API key' }
] as const

/** The server as a chip: which server the form signs in to, and Change (which forgets it, back to first run). */
function ServerChip({ baseUrl }: { baseUrl: string }) {
  const fromEnv = useSettingsStore((s) => s.settings?.baseUrlSource === 'env')
  const { busy, error, forget } = useForgetServer()
  const envHintId = useId()
  const buttonRef = useFocusOnError<HTMLButtonElement>(error)
  return (
    <div className="server-chip-area">
      <p className="server-chip">
        <span className="server-chip-label">Server</span>
        <span className="server-url" title={baseUrl}>
          {baseUrl}
        </span>
        <Button
          ref={buttonRef}
          variant="quiet"
          size="sm"
          className="server-chip-change"
          disabled={busy || fromEnv}
          aria-label="Change server"
          aria-describedby={fromEnv ? envHintId : undefined}
          onClick={() => void forget()}
        >
          Change
        </Button>
      </p>
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
  const [way, setWay] = useState<Way>('password')
  const signInMessage = useSessionStore((s) => s.signInMessage)

  return (
    <>
      <ViewHeading>Sign in</ViewHeading>
      <ServerChip baseUrl={baseUrl} />
      <ErrorText>{signInMessage}</ErrorText>
      <SignInTabs label="Way to sign in" tabs={ways} selected={way} onSelect={setWay}>
        {way === 'password' ? <PasswordSignInForm /> : <ApiKeySignInForm />}
      </SignInTabs>
    </>
  )
}
