import { type ReactNode, useId } from 'react'

import type { ChoiceSpec } from '@shared/setting-kinds'
import { type ChoiceKey, type SettingsModel, settingTable } from '@shared/settings'

import { type Message, useIntl } from '../../i18n'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

/**
 * One choice among a few, as a row of radio buttons worded by the settings
 * table: saved at once, shown at once, settling to what main saved. `mark`
 * draws something before a choice's words (a server colour's swatch).
 */
export function ChoiceSetting({
  settings,
  field,
  mark
}: {
  settings: SettingsModel
  field: ChoiceKey
  mark?: (value: string) => ReactNode
}) {
  const intl = useIntl()
  const { label, hint, values, labels }: ChoiceSpec = settingTable[field]
  const { pending, error, update } = useUpdateSettings()
  // A stable group name, not useId(): Chromium keeps a radio group per name it has seen in the
  // document, so a fresh name on every visit to Settings grew the heap (found by `npm run bench`).
  const name = `setting-${field}`
  const labelId = useId()
  const hintId = useId()
  const chosen = pending?.[field] ?? settings[field]
  const choiceLabel = (words: Message | string | undefined) =>
    typeof words === 'object' ? intl.formatMessage(words) : words
  // A group named by its label rather than a fieldset: a legend cannot sit in the row's grid.
  return (
    <div role="group" className="setting-row" aria-labelledby={labelId} aria-describedby={hintId}>
      <div className="setting-text">
        <span id={labelId} className="setting-label">
          {intl.formatMessage(label)}
        </span>
        <p id={hintId} className="hint">
          {intl.formatMessage(hint)}
        </p>
      </div>
      <div className={`setting-control radio-group${mark ? ' marked-choices' : ''}`}>
        {values.map((value) => (
          <div key={value} className="checkbox-field">
            <input
              id={`${name}-${value}`}
              type="radio"
              name={name}
              value={value}
              checked={chosen === value}
              onChange={() => void update({ [field]: value })}
            />
            <label htmlFor={`${name}-${value}`}>
              {mark?.(value)}
              {choiceLabel(labels[value])}
            </label>
          </div>
        ))}
      </div>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
