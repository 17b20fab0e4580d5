// What a feature does when one of its settings changes: its own file, so
// app/feature.ts can name it without importing the settings feature (which
// names Feature in turn).
import type { Preferences } from '@shared/settings'

import type { AccountContext } from '../accounts/account-context'

/** Per setting, what main does the moment it changes (saved, and really changed). */
export type SettingsReactions = {
  [K in keyof Preferences]?: (value: Preferences[K], account: AccountContext | null) => void | Promise<void>
}
