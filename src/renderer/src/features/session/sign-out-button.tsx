import { useState } from 'react'

import { invoke } from '../../platform'
import { ErrorText } from '../../ui/error-text'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { applySession } from './session-store'

export function SignOutButton() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const buttonRef = useFocusOnError<HTMLButtonElement>(error)
  const signOut = async () => {
    setBusy(true)
    setError(null)
    const result = await invoke('session:sign-out')
    if (result.ok) {
      applySession(result.data, 'signed-out')
      return
    }
    setBusy(false)
    setError(result.error.message)
  }
  return (
    <div className="sign-out">
      <button ref={buttonRef} type="button" className="button-secondary" disabled={busy} onClick={() => void signOut()}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
