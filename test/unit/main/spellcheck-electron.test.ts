// The spelling plan applied to an Electron session (src/main/electron/spellcheck-electron.ts),
// against the stand-in's spellchecker, which downloads a Hunspell dictionary
// as Chromium does: every language on Linux, on Windows each language it has
// no dictionary of its own for, from the process-wide download address.
import type { Session } from 'electron'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { NO_DICTIONARY_SERVER } from '../../../src/main/desktop/spellcheck/spellcheck-plan'
import { applySpellcheck } from '../../../src/main/electron/spellcheck-electron'
import { session, standInRecord } from '../../smoke/electron-stand-in.mjs'
import { desktop } from '../../smoke/os-stand-in.mjs'

vi.mock('electron', () => import('../../smoke/electron-stand-in.mjs'))

const GOOGLE = 'https://redirector.gvt1.com/edgedl/chrome/dict/'
let count = 0
const fresh = () => session.fromPartition(`spelling-${++count}`) as Session

beforeEach(() => {
  standInRecord.dictionaryDownloads.length = 0
  standInRecord.dictionaryDownloadUrl = null
})

describe('spelling dictionaries', () => {
  it('Windows, not allowed: the OS checks its own languages, and a language it lacks is fetched from nowhere', () => {
    desktop.reset('win32')
    applySpellcheck(fresh(), 'win32', false)
    // The stand-in's OS languages are en-GB, fr-FR, ja-JP; Windows has English, not French.
    expect(standInRecord.dictionaryDownloads).toEqual([`${NO_DICTIONARY_SERVER}fr`])
    expect(standInRecord.dictionaryDownloads.filter((url) => url.startsWith(GOOGLE))).toEqual([])
  })

  it('Windows, allowed: a language Windows lacks comes from Google’s server, as Chromium would fetch it', () => {
    desktop.reset('win32')
    applySpellcheck(fresh(), 'win32', true)
    expect(standInRecord.dictionaryDownloads).toEqual([`${GOOGLE}fr`])
  })

  it('Linux: nothing at all unless allowed', () => {
    desktop.reset('linux')
    applySpellcheck(fresh(), 'linux', false)
    expect(standInRecord.dictionaryDownloads).toEqual([])
    applySpellcheck(fresh(), 'linux', true)
    expect(standInRecord.dictionaryDownloads).toEqual([`${GOOGLE}en-gb`, `${GOOGLE}fr`])
  })
})
