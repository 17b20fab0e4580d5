// Checks a settings:update request against the settings table: each value
// as it will be stored, or a sentence saying what is wrong with it.
import type { RequestOf } from '@shared/ipc'
import { failure } from '@shared/result'
import { checkSetting, keysOf } from '@shared/setting-kinds'
import { type Preferences, settingTable } from '@shared/settings'

import { say } from '../../core/i18n'

/** The change as it will be stored, or a sentence saying what is wrong with it. */
export function checkPatch(patch: RequestOf<'settings:update'>): Partial<Preferences> {
  const out: Partial<Preferences> = {}
  for (const key of keysOf(settingTable)) {
    const value = patch[key]
    if (value === undefined) continue
    const checked = checkSetting(settingTable[key], value, say)
    if (!checked.ok) throw failure({ kind: 'invalid-input', message: checked.message })
    Object.assign(out, { [key]: checked.value })
  }
  return out
}
