// What both sign-in forms (password, API key) do when one is sent: say what
// is missing and put the cursor there, send it through main once at a time,
// apply the session it answers with, or say why not and put the cursor back
// in the field to try again. Each form keeps only its fields and words.
import type { FormEvent, RefObject } from 'react'
import { useState } from 'react'

import type { Result } from '@shared/result'
import type { SessionModel } from '@shared/session'

import { useSubmitGuard } from '../../ui/use-submit-guard'
import { applySession, useSessionStore } from './session-store'

type Field = RefObject<HTMLInputElement | null>

export interface SignInAttempt {
  /** What is missing, in a sentence, and the field to fill; null when the form can be sent. */
  missing: () => { message: string; field: Field } | null
  /** Asks main to sign in with what was typed. */
  send: () => Promise<Result<SessionModel>>
  /** Signed in: the secret typed goes. */
  succeeded: () => void
  /** Refused: whatever the person asked to clear goes (the cursor returns to `retry`). */
  failed?: () => void
  /** The field the cursor returns to after a refusal. */
  retry: Field
}

export function useSignInForm(attempt: SignInAttempt): {
  busy: boolean
  error: string | null
  onSubmit: (event: FormEvent) => void
} {
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useSubmitGuard()

  const signIn = async () => {
    const missing = attempt.missing()
    if (missing) {
      setError(missing.message)
      missing.field.current?.focus()
      return
    }
    setError(null)
    useSessionStore.getState().clearSignInMessage()
    const result = await attempt.send()
    if (result.ok) {
      attempt.succeeded()
      applySession(result.data)
      return
    }
    setError(result.error.message)
    attempt.failed?.()
    attempt.retry.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(signIn)
  }

  return { busy, error, onSubmit }
}
