import { useId } from 'react'

import { type SettingsView, settingTable, type ToggleKey } from '@shared/settings'

import { CheckboxField } from '../../ui/checkbox-field'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

interface ToggleSettingProps {
  settings: SettingsView
  field: ToggleKey
  /** Why this desktop cannot do it: the toggle is off and disabled, and this replaces the hint. */
  unavailable?: string | null
  /** Something the person should do for the setting to work, shown under the hint. */
  problem?: string | null
}

/** One on/off setting in its own panel, worded by the settings table: saved at once, with its explanation and any error. */
export function ToggleSetting({ settings, field, unavailable = null, problem = null }: ToggleSettingProps) {
  const { label, hint } = settingTable[field]
  const { pending, error, update } = useUpdateSettings()
  const explainId = useId()
  const problemId = useId()
  const checked = unavailable === null && (pending?.[field] ?? settings[field])
  return (
    <div className="panel setting">
      <CheckboxField
        label={label}
        checked={checked}
        disabled={unavailable !== null}
        describedBy={problem === null ? explainId : `${explainId} ${problemId}`}
        onChange={(value) => void update({ [field]: value })}
      />
      <p id={explainId} className="hint">
        {unavailable ?? hint}
      </p>
      {problem !== null && (
        <p id={problemId} className="setting-problem">
          {problem}
        </p>
      )}
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
