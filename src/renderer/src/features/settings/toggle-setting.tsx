import { useId } from 'react'

import { type SettingsModel, settingTable, type ToggleKey } from '@shared/settings'

import { useIntl } from '../../i18n'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

interface ToggleSettingProps {
  settings: SettingsModel
  field: ToggleKey
  /** Why this desktop cannot do it: the toggle is off and disabled, and this replaces the hint. */
  unavailable?: string | null
  /** Something the person should do for the setting to work, shown under the hint. */
  problem?: string | null
}

/**
 * One on/off setting as a row, worded by the settings table: its label and
 * explanation beside a checkbox drawn as a switch, saved at once, with any error.
 */
export function ToggleSetting({ settings, field, unavailable = null, problem = null }: ToggleSettingProps) {
  const intl = useIntl()
  const { label, hint } = settingTable[field]
  const { pending, error, update } = useUpdateSettings()
  const inputId = useId()
  const explainId = useId()
  const problemId = useId()
  const checked = unavailable === null && (pending?.[field] ?? settings[field])
  return (
    <div className="setting-row">
      <div className="setting-text">
        <label htmlFor={inputId}>{intl.formatMessage(label)}</label>
        <p id={explainId} className="hint">
          {unavailable ?? intl.formatMessage(hint)}
        </p>
        {problem !== null && (
          <p id={problemId} className="setting-problem">
            {problem}
          </p>
        )}
      </div>
      <div className="setting-control">
        <input
          id={inputId}
          type="checkbox"
          className="switch"
          checked={checked}
          disabled={unavailable !== null}
          aria-describedby={problem === null ? explainId : `${explainId} ${problemId}`}
          onChange={(event) => void update({ [field]: event.target.checked })}
        />
      </div>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
