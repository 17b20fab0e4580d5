import { useId } from 'react'

import { languageNames, type MessagesLocale } from '@shared/i18n/locales'
import { type SettingsModel, settingTable } from '@shared/settings'

import { defineMessages, useIntl } from '../../i18n'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

const messages = defineMessages({
  system: {
    id: 'settings.language.system',
    defaultMessage: 'System ({language})',
    description:
      'Settings › Language: the choice that follows the computer; {language} is the language it gives, in that language’s own name (e.g. “Deutsch”).'
  }
})

/**
 * The Language setting: System or one of the languages main offers, each by
 * its own name (and marked with its language, so a screen reader says
 * “Deutsch” in German). Applies at once: main answers with the new locale
 * and the page, menus and tray change to it.
 */
export function LanguageSetting({ settings }: { settings: SettingsModel }) {
  const intl = useIntl()
  const { label, hint } = settingTable.language
  const { pending, error, update } = useUpdateSettings()
  const selectId = useId()
  const hintId = useId()
  const chosen = pending?.language ?? settings.language
  // The choice in place even when this build does not offer it (a pseudo-locale chosen in a development build).
  const offered: MessagesLocale[] =
    settings.languages.includes(chosen as MessagesLocale) || chosen === 'system'
      ? settings.languages
      : [...settings.languages, chosen]
  return (
    <div className="setting-row">
      <div className="setting-text">
        <label htmlFor={selectId}>{intl.formatMessage(label)}</label>
        <p id={hintId} className="hint">
          {intl.formatMessage(hint)}
        </p>
      </div>
      <div className="setting-control">
        <select
          id={selectId}
          value={chosen}
          aria-describedby={hintId}
          onChange={(event) => void update({ language: event.target.value as typeof chosen })}
        >
          <option value="system">
            {intl.formatMessage(messages.system, { language: languageNames[settings.systemLanguage] })}
          </option>
          {offered.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {languageNames[locale]}
            </option>
          ))}
        </select>
      </div>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
