// Which spelling languages to ask Electron for, and where dictionaries may
// come from, so that spellcheck never talks to a third party unless the
// person said so. macOS checks spelling with the OS's own spellchecker only.
// Linux has none: Chromium fetches a Hunspell dictionary for each configured
// language it cannot find on disk from Google's servers
// (electron/electron patches/chromium/feat_add_support_for_overriding_the_base_spellchecker_download_url.patch:
// https://redirector.gvt1.com/edgedl/chrome/dict/ unless overridden).
// Windows is a hybrid: the OS spellchecker for each language Windows has a
// dictionary for, and Hunspell, downloaded the same way, for any other
// (Chromium's SpellcheckService::LoadDictionaries: a language without a
// Windows dictionary "must use Hunspell"; electron_api_session.cc initialises
// dictionaries for every session).
//
// On Linux the list of languages is the switch: with none, no Hunspell
// dictionary is loaded, so none is downloaded, and Electron also turns
// spellcheck off (shell/browser/api/electron_api_session.cc,
// SetSpellCheckerLanguages: "disable if no languages set"). On Windows the
// OS's own dictionaries keep working, and the download address points at
// nothing unless the person agreed.

/** Chromium's own dictionary server, set back explicitly when downloads are allowed (Electron has no reset). */
export const DICTIONARY_SERVER = 'https://redirector.gvt1.com/edgedl/chrome/dict/'
/** An address that never resolves (RFC 2606 reserves .invalid): a download asked for goes nowhere. */
export const NO_DICTIONARY_SERVER = 'https://spelling-dictionaries.invalid/'

export interface SpellcheckInput {
  platform: string
  /** The "Download spelling dictionaries" setting (Linux, Windows). */
  downloadDictionaries: boolean
  /** app.getPreferredSystemLanguages(): the OS's languages, most preferred first ("en-GB", "fr-FR", "de"). */
  preferredLanguages: readonly string[]
  /** session.availableSpellCheckerLanguages: the codes setSpellCheckerLanguages accepts (any other throws). */
  availableLanguages: readonly string[]
}

export interface SpellcheckPlan {
  /** What to pass to setSpellCheckerLanguages; null: leave it to the OS (macOS, where the call is a no-op). */
  languages: string[] | null
  /** What to pass to setSpellCheckerDictionaryDownloadURL; null on macOS, where it is a no-op. */
  downloadUrl: string | null
}

/** The OS's languages that the spellchecker knows, in the OS's order: an exact code first, else its bare language ("fr-FR" → "fr"). */
export function matchLanguages(preferred: readonly string[], available: readonly string[]): string[] {
  const byLower = new Map(available.map((code) => [code.toLowerCase(), code]))
  const chosen: string[] = []
  for (const language of preferred) {
    const lower = language.toLowerCase()
    const match = byLower.get(lower) ?? byLower.get(lower.split('-')[0] ?? '')
    if (match && !chosen.includes(match)) chosen.push(match)
  }
  return chosen
}

export function spellcheckPlan(input: SpellcheckInput): SpellcheckPlan {
  // The OS spellchecker detects the language itself; Electron's language list is a no-op there.
  if (input.platform === 'darwin') return { languages: null, downloadUrl: null }
  const languages = matchLanguages(input.preferredLanguages, input.availableLanguages)
  if (input.downloadDictionaries) return { languages, downloadUrl: DICTIONARY_SERVER }
  // Windows: the OS's dictionaries still check spelling; a language it lacks gets none.
  if (input.platform === 'win32') return { languages, downloadUrl: NO_DICTIONARY_SERVER }
  // Linux and the rest: Hunspell only, so no language at all.
  return { languages: [], downloadUrl: NO_DICTIONARY_SERVER }
}
