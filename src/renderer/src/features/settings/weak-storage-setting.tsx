import type { SettingsView } from '../../../../shared/settings'
import { ToggleSetting } from './toggle-setting'

export function WeakStorageSetting({ settings }: { settings: SettingsView }) {
  return (
    <ToggleSetting
      settings={settings}
      field="allowWeakTokenStorage"
      label="Store my sign-in with weak protection when no keyring is available"
      hint="Without a keyring, other programs running as you could read a stored sign-in, so by default you sign in again after each restart instead."
    />
  )
}
