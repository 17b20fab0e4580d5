// The language Chromium is started in (src/main/electron/chromium-locale.ts):
// the one saved in Settings when it is a shipped one, else the OS's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { savedLanguage } from '../../../src/main/electron/chromium-locale'

const dir = mkdtempSync(join(tmpdir(), 'chromium-locale-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const withSettings = (text: string | null) => {
  const home = mkdtempSync(join(dir, 'home-'))
  if (text !== null) writeFileSync(join(home, 'settings.json'), text)
  return home
}

describe('the language Chromium starts in', () => {
  it('is the saved one when the app ships it', () => {
    for (const language of ['ar', 'de', 'ja'])
      expect(savedLanguage(withSettings(JSON.stringify({ language })))).toBe(language)
  })

  it('is the OS’s (null) for System, a pseudo-locale, a stranger value, or settings missing or unreadable', () => {
    for (const text of [
      JSON.stringify({ language: 'system' }),
      JSON.stringify({ language: 'en-XA' }),
      JSON.stringify({ language: '--no-sandbox' }),
      '{',
      'null',
      null
    ])
      expect(savedLanguage(withSettings(text))).toBeNull()
  })
})
