import { useEffect } from 'react'

import { useSettingsStore } from '../settings/settings-store'
import { applyTheme, resolveTheme, watchSystemTheme } from './apply-theme'

/** Follows the OS unless settings say Light or Dark. */
export function useTheme(): void {
  const preference = useSettingsStore((s) => s.settings?.theme ?? 'system')
  useEffect(() => {
    applyTheme(resolveTheme(preference))
    if (preference !== 'system') return undefined
    return watchSystemTheme(() => applyTheme(resolveTheme('system')))
  }, [preference])
}
