// What both ways of choosing a server (first run, Add account) do with the
// address: the field starts from the flow's draft, main checks what was
// typed, one check at a time and busy meanwhile; Cancel or Escape stop a
// running check ('connection:cancel') and leave the form as it was, with
// nothing to read; a refusal is main's sentence, the cursor back in the
// field; and a success is the flow's to follow. Each flow keeps its words.
import type { FormEvent, RefObject } from 'react'
import { useEffect, useRef, useState } from 'react'

import type { Result } from '@shared/result'

import { invoke } from '../../platform'
import { useSubmitGuard } from '../../ui/use-submit-guard'
import type { AddressMemory } from './address-draft'

export interface ServerCheck<T> {
  /** Where the field starts, and where what is sent is noted (address-draft.ts). */
  draft: AddressMemory
  /** Asks main to check the address as typed (trimmed) and do with it what the flow does: save it, begin an account. */
  check: (url: string) => Promise<Result<T>>
  /** Main checked it and did so: what the flow shows next. Also after a Cancel that came too late, since main did it. */
  checked: (data: T) => void
}

export interface ServerStep {
  url: string
  setUrl: (url: string) => void
  busy: boolean
  /** Main's sentence for the last check, null while none is to be shown. */
  error: string | null
  inputRef: RefObject<HTMLInputElement | null>
  onSubmit: (event: FormEvent) => void
  /** Stops the running check: the form is back as it was, the address still in the field. Escape does it too. */
  cancel: () => void
}

/** Asks main to stop this window's check; its answer, a failure, is then not the person's to read. */
function stopCheck(cancelled: { current: boolean }) {
  cancelled.current = true
  void invoke('connection:cancel')
}

export function useServerStep<T>({ draft, check, checked }: ServerCheck<T>): ServerStep {
  const [url, setUrl] = useState(draft.startsWith)
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useSubmitGuard()
  const cancelled = useRef(false)
  const inputRef = useRef<HTMLInputElement>(null)

  const submit = async () => {
    setError(null)
    cancelled.current = false
    const typed = url.trim()
    // Noted first: what main does on the way ('settings:changed') may leave this screen before the answer arrives.
    draft.sent(typed)
    const result = await check(typed)
    if (result.ok) {
      checked(result.data)
      return
    }
    // Cancelled: whatever the aborted check answered is not the person's problem to read.
    if (!cancelled.current) setError(result.error.message)
    cancelled.current = false
    inputRef.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void run(submit)
  }

  const cancel = () => {
    if (busy) stopCheck(cancelled)
  }

  // Escape while a check runs is Cancel, wherever the focus is: a click on Continue leaves it on that button, which the
  // check disables, so the key would never reach the form.
  useEffect(() => {
    if (!busy) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      stopCheck(cancelled)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [busy])

  return { url, setUrl, busy, error, inputRef, onSubmit, cancel }
}
