import { useId } from 'react'
import { themes, type SettingsView, type ThemePreference } from '../../../../shared/settings'
import { useUpdateSettings } from './use-update-settings'
import { ErrorText } from '../../ui/error-text'

const themeLabels: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' }

export function ThemeSetting({ settings }: { settings: SettingsView }) {
  const { pending, error, update } = useUpdateSettings()
  const name = useId()
  const hintId = useId()
  // Show the choice at once; it settles to what main saved.
  const chosen = pending?.theme ?? settings.theme
  return (
    <fieldset className="panel setting" aria-describedby={hintId}>
      <legend>Theme</legend>
      <p id={hintId} className="hint">
        System follows your computer&apos;s light or dark appearance.
      </p>
      <div className="radio-group">
        {themes.map((theme) => (
          <div key={theme} className="checkbox-field">
            <input
              id={`${name}-${theme}`}
              type="radio"
              name={name}
              value={theme}
              checked={chosen === theme}
              onChange={() => void update({ theme })}
            />
            <label htmlFor={`${name}-${theme}`}>{themeLabels[theme]}</label>
          </div>
        ))}
      </div>
      <ErrorText>{error}</ErrorText>
    </fieldset>
  )
}
