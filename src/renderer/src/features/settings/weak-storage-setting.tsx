import { useId } from 'react'
import type { SettingsView } from '../../../../shared/settings'
import { useUpdateSettings } from './use-update-settings'
import { CheckboxField } from '../../ui/checkbox-field'
import { ErrorText } from '../../ui/error-text'

export function WeakStorageSetting({ settings }: { settings: SettingsView }) {
  const { pending, error, update } = useUpdateSettings()
  const explainId = useId()
  const checked = pending?.allowWeakTokenStorage ?? settings.allowWeakTokenStorage
  return (
    <div className="panel setting">
      <CheckboxField
        label="Store my sign-in with weak protection when no keyring is available"
        checked={checked}
        describedBy={explainId}
        onChange={(value) => void update({ allowWeakTokenStorage: value })}
      />
      <p id={explainId} className="hint">
        Without a keyring, other programs running as you could read a stored sign-in, so by default you sign in again after each restart instead.
      </p>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
