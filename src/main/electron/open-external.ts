// The one place a link leaves the app for the OS: the OS opens whatever it is
// handed (file:, custom schemes and all), so every link goes through
// externalUrlAllowed here, whoever asked. The lint allows shell.openExternal
// in this file only (scripts/eslint/electron-security.mjs).
import { shell } from 'electron'

import { externalUrlAllowed } from '../core/security/external-url'

/** Hands an allowed link (parsed, https or http on loopback, no credentials) to the OS browser; null, and nothing opened, for any other. */
export function openAllowedExternal(url: string): Promise<void> | null {
  const allowed = externalUrlAllowed(url)
  return allowed ? shell.openExternal(allowed.toString()) : null
}
