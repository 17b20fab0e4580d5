import { useRef, useState } from 'react'

import type { RequestOf } from '@shared/ipc'

import { invoke } from '../../platform'
import { useSettingsStore } from './settings-store'

type SettingsPatch = RequestOf<'settings:update'>

/**
 * 'settings:update' with its progress and error; the store changes only once
 * main agrees. Controls stay enabled while saving (disabling them would throw
 * keyboard focus away mid arrow-key), so only the latest request counts.
 */
export function useUpdateSettings() {
  const [pending, setPending] = useState<SettingsPatch | null>(null)
  const [error, setError] = useState<string | null>(null)
  const latest = useRef(0)
  const update = async (patch: SettingsPatch) => {
    const request = ++latest.current
    setPending(patch)
    setError(null)
    const result = await invoke('settings:update', patch)
    if (request !== latest.current) return
    setPending(null)
    if (result.ok) useSettingsStore.getState().setSettings(result.data)
    else setError(result.error.message)
  }
  return { pending, error, update }
}
