// Which spelling languages to ask Electron for, so that spellcheck never talks
// to a third party unless the person said so. macOS and Windows check spelling
// with the OS's own spellchecker and dictionaries; Linux has none, and
// Chromium fetches a Hunspell dictionary for each configured language it
// cannot find on disk from Google's servers
// (electron/electron patches/chromium/feat_add_support_for_overriding_the_base_spellchecker_download_url.patch:
// https://redirector.gvt1.com/edgedl/chrome/dict/ unless overridden).
//
// The one switch that stops that fetch is the list of languages: with none,
// no Hunspell dictionary is loaded, so none is downloaded, and Electron also
// turns spellcheck off (shell/browser/api/electron_api_session.cc,
// SetSpellCheckerLanguages: "disable if no languages set").

export interface SpellcheckInput {
  platform: string
  /** The "Download spelling dictionaries" setting (Linux). */
  downloadDictionaries: boolean
  /** app.getPreferredSystemLanguages(): the OS's languages, most preferred first ("en-GB", "fr-FR", "de"). */
  preferredLanguages: readonly string[]
  /** session.availableSpellCheckerLanguages: the codes setSpellCheckerLanguages accepts (any other throws). */
  availableLanguages: readonly string[]
}

export interface SpellcheckPlan {
  /** What to pass to setSpellCheckerLanguages; null: leave it to the OS (macOS, where the call is a no-op). */
  languages: string[] | null
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
  if (input.platform === 'darwin') return { languages: null }
  const languages = matchLanguages(input.preferredLanguages, input.availableLanguages)
  // Windows: Chromium's spellchecker is the OS's own (spellcheck::UseBrowserSpellChecker), dictionaries included.
  if (input.platform === 'win32') return { languages }
  // Linux and the rest: Hunspell, whose dictionaries come from the network.
  if (!input.downloadDictionaries) return { languages: [] }
  return { languages }
}
