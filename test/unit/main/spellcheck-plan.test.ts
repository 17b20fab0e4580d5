import { describe, expect, it } from 'vitest'

import {
  DICTIONARY_SERVER,
  matchLanguages,
  NO_DICTIONARY_SERVER,
  type SpellcheckInput,
  spellcheckPlan
} from '../../../src/main/desktop/spellcheck/spellcheck-plan'

// A slice of Chromium's Hunspell list (session.availableSpellCheckerLanguages).
const AVAILABLE = ['de', 'en-AU', 'en-GB', 'en-US', 'fr', 'pt-BR', 'pt-PT']
const input = (overrides: Partial<SpellcheckInput>): SpellcheckInput => ({
  platform: 'linux',
  downloadDictionaries: false,
  preferredLanguages: ['en-GB', 'fr-FR', 'ja-JP'],
  availableLanguages: AVAILABLE,
  ...overrides
})

describe('matchLanguages', () => {
  it('keeps the OS order, takes an exact code or else the bare language, drops the unknown and repeats', () => {
    expect(matchLanguages(['en-GB', 'fr-FR', 'ja-JP', 'fr-CA', 'DE-de'], AVAILABLE)).toEqual(['en-GB', 'fr', 'de'])
  })
})

describe('spellcheckPlan', () => {
  it('Linux, dictionaries not allowed (the default): no language, so no download and no spellcheck', () => {
    expect(spellcheckPlan(input({}))).toEqual({ languages: [], downloadUrl: NO_DICTIONARY_SERVER })
  })

  it('Linux, dictionaries allowed: the OS languages the spellchecker knows', () => {
    expect(spellcheckPlan(input({ downloadDictionaries: true }))).toEqual({
      languages: ['en-GB', 'fr'],
      downloadUrl: DICTIONARY_SERVER
    })
    expect(spellcheckPlan(input({ downloadDictionaries: true, preferredLanguages: ['ja-JP'] }))).toEqual({
      languages: [],
      downloadUrl: DICTIONARY_SERVER
    })
  })

  it('Windows: the OS spellchecker in the OS languages, and a download (for a language Windows lacks) only when allowed', () => {
    expect(spellcheckPlan(input({ platform: 'win32' }))).toEqual({
      languages: ['en-GB', 'fr'],
      downloadUrl: NO_DICTIONARY_SERVER
    })
    expect(spellcheckPlan(input({ platform: 'win32', downloadDictionaries: true }))).toEqual({
      languages: ['en-GB', 'fr'],
      downloadUrl: DICTIONARY_SERVER
    })
    expect(new URL(NO_DICTIONARY_SERVER).hostname.endsWith('.invalid')).toBe(true)
  })

  it('macOS: left to the OS, which picks the language itself', () => {
    for (const downloadDictionaries of [false, true])
      expect(spellcheckPlan(input({ platform: 'darwin', downloadDictionaries }))).toEqual({
        languages: null,
        downloadUrl: null
      })
  })
})
