import { useState } from 'react'

import { invoke } from '../../platform'
import { useSettingsStore } from './settings-store'

/**
 * 'connection:save' from Settings, signed in: main asks in its own dialog
 * before it contacts the new address. `declined` says the person chose
 * Cancel there (nothing changed); a switch signs out, and the app shows
 * sign-in for the new server.
 */
export function useSwitchServer() {
  const [error, setError] = useState<string | null>(null)
  const [declined, setDeclined] = useState(false)
  const switchTo = async (url: string) => {
    setError(null)
    setDeclined(false)
    // Main normalises and checks the address; the renderer only passes it on.
    const result = await invoke('connection:save', { url: url.trim() })
    if (!result.ok) {
      setError(result.error.message)
      return
    }
    useSettingsStore.getState().setSettings(result.data.settings)
    setDeclined(result.data.status === 'declined')
  }
  return { error, declined, switchTo }
}
