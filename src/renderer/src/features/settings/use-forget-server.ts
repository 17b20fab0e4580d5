import { useState } from 'react'
import { invoke } from '../../platform'
import { useSettingsStore } from './settings-store'

export const envServerHint = 'This server is set by PLATFORM_BASE_URL, so it cannot be changed here.'

/** 'connection:forget' with its progress and error, for the sign-in and settings views. */
export function useForgetServer() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const forget = async () => {
    setBusy(true)
    setError(null)
    const result = await invoke('connection:forget')
    setBusy(false)
    if (result.ok) useSettingsStore.getState().setSettings(result.data)
    else setError(result.error.message)
  }
  return { busy, error, forget }
}
