import { useId } from 'react'
import type { SettingsView } from '../../../../shared/settings'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

type ChoiceField = 'theme' | 'updateMode'

/** One choice among a few, as radio buttons: saved at once, shown at once, settling to what main saved. */
export function ChoiceSetting<F extends ChoiceField>(props: {
  settings: SettingsView
  field: F
  legend: string
  hint: string
  options: readonly { value: SettingsView[F]; label: string }[]
}) {
  const { settings, field, legend, hint, options } = props
  const { pending, error, update } = useUpdateSettings()
  // A stable group name, not useId(): Chromium keeps a radio group per name it has seen in the
  // document, so a fresh name on every visit to Settings grew the heap (found by `npm run bench`).
  const name = `setting-${field}`
  const hintId = useId()
  const chosen = pending?.[field] ?? settings[field]
  return (
    <fieldset className="panel setting" aria-describedby={hintId}>
      <legend>{legend}</legend>
      <p id={hintId} className="hint">
        {hint}
      </p>
      <div className="radio-group">
        {options.map((option) => (
          <div key={option.value} className="checkbox-field">
            <input
              id={`${name}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => void update({ [field]: option.value })}
            />
            <label htmlFor={`${name}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </div>
      <ErrorText>{error}</ErrorText>
    </fieldset>
  )
}
