import { useState } from 'react'

import { invoke } from '../../platform'
import { applySession } from './session-store'

/** Signing out as every Sign out control does it: ask main, apply the signed-out session, or keep main's sentence. */
export function useSignOut() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const signOut = async (): Promise<string | null> => {
    setBusy(true)
    setError(null)
    const result = await invoke('session:sign-out')
    if (result.ok) {
      applySession(result.data, 'signed-out')
      return null
    }
    setBusy(false)
    setError(result.error.message)
    return result.error.message
  }
  return { busy, error, signOut }
}
