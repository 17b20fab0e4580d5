import type { SettingsView } from '../../../../shared/settings'
import { ChoiceSetting } from './choice-setting'

const options = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' }
] as const

export function ThemeSetting({ settings }: { settings: SettingsView }) {
  return <ChoiceSetting settings={settings} field="theme" legend="Theme" hint="System follows your computer’s light or dark appearance." options={options} />
}
