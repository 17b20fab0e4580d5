import { describe, expect, it } from 'vitest'

import { matchLanguages, type SpellcheckInput, spellcheckPlan } from '../../../src/main/spellcheck/spellcheck-plan'

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
    expect(spellcheckPlan(input({}))).toEqual({ languages: [] })
  })

  it('Linux, dictionaries allowed: the OS languages the spellchecker knows', () => {
    expect(spellcheckPlan(input({ downloadDictionaries: true }))).toEqual({ languages: ['en-GB', 'fr'] })
    expect(spellcheckPlan(input({ downloadDictionaries: true, preferredLanguages: ['ja-JP'] }))).toEqual({ languages: [] })
  })

  it('Windows: the OS spellchecker in the OS languages, whatever the setting', () => {
    for (const downloadDictionaries of [false, true]) expect(spellcheckPlan(input({ platform: 'win32', downloadDictionaries }))).toEqual({ languages: ['en-GB', 'fr'] })
  })

  it('macOS: left to the OS, which picks the language itself', () => {
    for (const downloadDictionaries of [false, true]) expect(spellcheckPlan(input({ platform: 'darwin', downloadDictionaries }))).toEqual({ languages: null })
  })
})
