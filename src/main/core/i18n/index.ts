// The app's language: resolved from the Language setting and the computer's
// preferred languages, loaded into main's words (say.ts) before any menu,
// tray or window exists, and changed at once when the setting changes. The
// page learns it from the settings view (SettingsModel.locale) and loads the
// same catalogue.
import { type AppLocale, type MessagesLocale, pseudoLocales, shippedLocales } from '@shared/i18n/locales'

import type { Logger } from '../logging/logger'
import { type LanguageChoice, resolveAppLocale } from './resolve-locale'
import { activeLocale, useLocale } from './say'

export { activeLocale, formats, say, sayAll } from './say'

export interface AppLanguageDeps {
  /** The OS's preferred languages (OsSurfaces.preferredLanguages), asked each time: they may change while the app runs. */
  preferred: () => readonly string[]
  /** Development builds and tests offer the pseudo-locales too. */
  offerPseudo: boolean
  logger: Pick<Logger, 'warn'>
}

export class AppLanguage {
  readonly #deps: AppLanguageDeps

  constructor(deps: AppLanguageDeps) {
    this.#deps = deps
  }

  /** The languages Settings offers besides System. */
  offered(): MessagesLocale[] {
    return [...shippedLocales, ...(this.#deps.offerPseudo ? pseudoLocales : [])]
  }

  locale(): AppLocale {
    return activeLocale()
  }

  /** What System gives on this computer now. */
  systemLanguage(): MessagesLocale {
    return resolveAppLocale('system', this.#deps.preferred()).messages
  }

  /**
   * Makes the choice main's language. A catalogue that cannot be loaded
   * leaves the language as it was (logged), as the page does: the two never
   * disagree, and the settings view says which language is in use.
   */
  async apply(choice: LanguageChoice): Promise<AppLocale> {
    const wanted = resolveAppLocale(choice, this.#deps.preferred())
    const problem = (detail: string) =>
      this.#deps.logger.warn({ locale: wanted.messages, detail }, 'a message could not be shown in the chosen language')
    try {
      await useLocale(wanted, problem)
    } catch (error) {
      this.#deps.logger.warn(
        { err: error, locale: wanted.messages },
        'the language could not be loaded; the one in use stays'
      )
    }
    return activeLocale()
  }
}
