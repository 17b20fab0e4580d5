import { useId } from 'react'
import type { SettingsView } from '../../../../shared/settings'
import { CheckboxField } from '../../ui/checkbox-field'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

type BooleanSetting = { [K in keyof SettingsView]: SettingsView[K] extends boolean ? K : never }[keyof SettingsView]

/** One on/off setting in its own panel: saved at once, with its explanation and any error. */
export function ToggleSetting({ settings, field, label, hint }: { settings: SettingsView; field: BooleanSetting; label: string; hint: string }) {
  const { pending, error, update } = useUpdateSettings()
  const explainId = useId()
  const checked = pending?.[field] ?? settings[field]
  return (
    <div className="panel setting">
      <CheckboxField label={label} checked={checked} describedBy={explainId} onChange={(value) => void update({ [field]: value })} />
      <p id={explainId} className="hint">
        {hint}
      </p>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
