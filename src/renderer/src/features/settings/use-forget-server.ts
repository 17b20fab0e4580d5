import { createElement, useState } from 'react'

import { signInWords } from '@shared/sign-in-words'

import { Say } from '../../i18n'
import { invoke } from '../../platform'
import { useAddressDraftStore } from '../connection/address-draft'
import { useSettingsStore } from './settings-store'

/** An element, not a string, so the sign-in and settings views show it in the language in use without formatting it themselves. */
export const envServerHint = createElement(Say, { message: signInWords.envServer })

/**
 * 'connection:forget' with its progress and error, for the sign-in and
 * settings views. Signed in, main asks first; `declined` says the person
 * chose Cancel there, which is not an error. The address forgotten is kept
 * for the first screen's field (first-run/address-draft.ts).
 */
export function useForgetServer() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [declined, setDeclined] = useState(false)
  const forget = async () => {
    setBusy(true)
    setError(null)
    setDeclined(false)
    // Noted first: main's 'settings:changed' may bring the first screen up before the answer arrives.
    const { forgot, forgotten: before } = useAddressDraftStore.getState()
    const forgotten = useSettingsStore.getState().settings?.baseUrl ?? null
    if (forgotten !== null) forgot(forgotten)
    const result = await invoke('connection:forget')
    if (!result.ok || result.data.status !== 'done') forgot(before)
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
