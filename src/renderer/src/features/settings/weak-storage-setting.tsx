import { useId } from 'react'
import type { SettingsView } from '../../../../shared/settings'
import { useUpdateSettings } from './use-update-settings'

export function WeakStorageSetting({ settings }: { settings: SettingsView }) {
  const { pending, error, update } = useUpdateSettings()
  const inputId = useId()
  const explainId = useId()
  const checked = pending?.allowWeakTokenStorage ?? settings.allowWeakTokenStorage
  return (
    <div className="panel setting">
      <div className="checkbox-field">
        <input
          id={inputId}
          type="checkbox"
          checked={checked}
          aria-describedby={explainId}
          onChange={(e) => void update({ allowWeakTokenStorage: e.target.checked })}
        />
        <label htmlFor={inputId}>Store my sign-in with weak protection when no keyring is available</label>
      </div>
      <p id={explainId} className="hint">
        Without a keyring, other programs running as you could read a stored sign-in, so by default you sign in again after each restart instead.
      </p>
      {error !== null && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </div>
  )
}
