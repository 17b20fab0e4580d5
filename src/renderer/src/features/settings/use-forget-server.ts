import { useState } from 'react'

import { invoke } from '../../platform'
import { useSettingsStore } from './settings-store'

export const envServerHint = 'This server is set by PLATFORM_BASE_URL, so it cannot be changed here.'

/**
 * 'connection:forget' with its progress and error, for the sign-in and
 * settings views. Signed in, main asks first; `declined` says the person
 * chose Cancel there, which is not an error.
 */
export function useForgetServer() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [declined, setDeclined] = useState(false)
  const forget = async () => {
    setBusy(true)
    setError(null)
    setDeclined(false)
    const result = await invoke('connection:forget')
    setBusy(false)
    if (!result.ok) {
      setError(result.error.message)
      return
    }
    useSettingsStore.getState().setSettings(result.data.settings)
    setDeclined(result.data.status === 'declined')
  }
  return { busy, error, declined, forget }
}
