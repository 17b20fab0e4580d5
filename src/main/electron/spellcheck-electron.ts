// Applies the spelling plan (spellcheck-plan.ts) to an Electron session.
import { app, type Session } from 'electron'

import { spellcheckPlan } from '../desktop/spellcheck/spellcheck-plan'

/**
 * Called for every session the moment it exists ('session-created', with
 * downloads off) and again once the setting is known or changes. The moment
 * matters: a Session starts loading its dictionaries in its constructor
 * (electron/electron shell/browser/api/electron_api_session.cc,
 * Session::Session → InitializeDictionaries) and announces itself in the same
 * call (Session::FromOrCreate emits 'session-created'), before the file check
 * that would start a download has answered.
 */
export function applySpellcheck(session: Session, platform: string, downloadDictionaries: boolean): void {
  const plan = spellcheckPlan({
    platform,
    downloadDictionaries,
    preferredLanguages: app.getPreferredSystemLanguages(),
    availableLanguages: session.availableSpellCheckerLanguages
  })
  // Process-wide in Chromium, though asked of a session (electron_api_session.cc,
  // SetSpellCheckerDictionaryDownloadURL → SpellcheckHunspellDictionary::SetBaseDownloadURL);
  // set before the languages, so no download starts from the old address.
  if (plan.downloadUrl !== null) session.setSpellCheckerDictionaryDownloadURL(plan.downloadUrl)
  // macOS: a no-op in Electron (SetSpellCheckerLanguages is compiled out there), so not called.
  if (plan.languages !== null) session.setSpellCheckerLanguages(plan.languages)
}
