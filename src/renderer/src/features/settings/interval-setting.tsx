import { useId, useState } from 'react'

import { type MinutesKey, type SettingsModel, settingTable } from '@shared/settings'

import { defineMessages, useIntl } from '../../i18n'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

const messages = defineMessages({
  label: {
    id: 'settings.interval.label',
    defaultMessage: '{label} (minutes)',
    description:
      'Settings › Background checks: a number field’s name; {label} is the setting’s words (e.g. “Check platform status every”).'
  },
  outOfRange: {
    id: 'settings.interval.outOfRange',
    defaultMessage: 'Enter a whole number of minutes from {min, number} to {max, number}.',
    description:
      'Settings › Background checks: error under a number field holding a number out of bounds; {min} and {max} are the bounds.'
  }
})

/** Minutes between runs of a background job, as a row; applied (and the job rescheduled) when the field is left or Enter pressed. */
export function IntervalSetting({ settings, field }: { settings: SettingsModel; field: MinutesKey }) {
  const intl = useIntl()
  const { label, min, max } = settingTable[field]
  const { error, update } = useUpdateSettings()
  const [typed, setTyped] = useState(String(settings[field]))
  const [local, setLocal] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()
  const save = () => {
    const value = Number(typed)
    if (typed.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
      setLocal(intl.formatMessage(messages.outOfRange, { min, max }))
      return
    }
    setLocal(null)
    if (value !== settings[field]) void update({ [field]: value })
  }
  const message = local ?? error
  return (
    <div className="setting-row">
      <div className="setting-text">
        <label htmlFor={inputId}>{intl.formatMessage(messages.label, { label: intl.formatMessage(label) })}</label>
      </div>
      <div className="setting-control">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={typed}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save()
          }}
        />
      </div>
      <ErrorText id={errorId}>{message}</ErrorText>
    </div>
  )
}
