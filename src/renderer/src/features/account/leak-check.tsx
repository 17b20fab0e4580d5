import { type FormEvent, useId, useRef, useState } from 'react'

import type { PwnedView } from '@shared/account'
import type { AppError } from '@shared/result'
import { serverHost } from '@shared/server-host'

import { appErrorOf, call } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { useSettingsStore } from '../settings/settings-store'

export function leakAnswer(result: PwnedView): string {
  if (result.found === true)
    return result.count !== null
      ? `This password was found in ${result.count.toLocaleString()} known leak${result.count === 1 ? '' : 's'}. Do not use it.`
      : 'This password was found in known leaks. Do not use it.'
  if (result.found === false) return 'This password is not in the platform’s list of leaked passwords.'
  return result.message ? `The platform said: “${result.message}”` : 'The platform answered, but did not say whether the password was found.'
}

/**
 * The platform's leak check, marked experimental because the platform marks
 * it as a test. The password goes to main only for the check: it is never
 * kept, and the field is emptied afterwards.
 */
export function LeakCheck() {
  const [password, setPassword] = useState('')
  const host = serverHost(
    useSettingsStore((s) => s.settings?.baseUrl),
    'your platform'
  )
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const inputId = useId()
  // Not a TanStack mutation: that would keep the password as the mutation's variables.
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<PwnedView | null>(null)
  const [error, setError] = useState<AppError | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password || pending) return
    const request = { password }
    setPassword('')
    setPending(true)
    setResult(null)
    setError(null)
    void call('account:pwned-check', request)
      .then(setResult, (failure: unknown) => setError(appErrorOf(failure)))
      .finally(() => {
        setPending(false)
        inputRef.current?.focus()
      })
  }
  return (
    <Card
      title={
        <>
          Password leak check <span className="experimental-tag">Experimental</span>
        </>
      }
    >
      <p id={hintId} className="hint card-hint">
        This check sends the password you type to {host} itself — that is how the platform’s check works — so check only a password you would trust that platform with. The platform
        marks the check as a test. The password is sent only over https (or to this computer), never stored, and cleared from the field after the check.
      </p>
      <form className="inline-form leak-form" onSubmit={submit}>
        <label htmlFor={inputId}>Password to check</label>
        <input ref={inputRef} id={inputId} type="password" autoComplete="off" value={password} aria-describedby={hintId} onChange={(event) => setPassword(event.target.value)} />
        <Button type="submit" disabled={pending || password === ''}>
          {pending ? 'Checking…' : 'Check'}
        </Button>
      </form>
      <p role="status" className={result?.found ? 'leak-found' : undefined}>
        {result ? leakAnswer(result) : ''}
      </p>
      <ErrorText>{error?.message}</ErrorText>
    </Card>
  )
}
