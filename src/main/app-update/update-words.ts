// What app updates say: the Settings line while an update is refused or
// fails, the tray's line about an update under way, and why an update was
// refused (each refusal is a whole sentence about that update).
import type { AppUpdateView } from '@shared/app-update'

/** Settings, in a build that has no update feed (development). */
export const UPDATES_OFF = 'Updates are not checked in this build.'
/** electron-updater failed; `reason` is the first line of its message. */
export const updateFailed = (downloading: boolean, reason: string) => `${downloading ? 'The update download stopped' : 'Checking for updates failed'}: ${reason}`
/** electron-updater gave no message at all. */
export const UNKNOWN_ERROR = 'unknown error'

// The tray's line.
export const downloadingLine = (version: string | null, percent: number) => `Downloading update${version ? ` ${version}` : ''}: ${percent}%`
export const readyLine = (version: string | null) => `Update ${version ?? ''} ready: restart to install`.replace('  ', ' ')
/** Only when updates are set to ask before downloading. */
export const availableLine = (version: string | null) => `Update ${version ?? ''} available`.replace('  ', ' ')

// Refusals.
/** Windows, a build that is not code-signed: the installer could not be checked. */
export const unsignedBuild = (version: string) =>
  `Updates need a signed build: this copy of Platform Desktop is not code-signed, so it cannot verify version ${version}. Install it by hand.`
/** The update server redirected off its origin; `from` is its origin, when known. */
export function redirectedAway(from: string | null, target: string | null): string {
  const server = from === null ? 'the update server' : `the update server ${from}`
  return `Update stopped: ${server} redirected to ${target ?? 'an address that is not a web address'}; updates are only taken from ${from ?? 'the update feed'}.`
}
export const fileElsewhere = (fileOrigin: string, feedOrigin: string) => `Update stopped: the update feed names a file on ${fileOrigin}; updates are only taken from ${feedOrigin}.`
/** `name` is the feed's channel file (latest.yml). */
export const feedNotSigned = (name: string) => `Update refused: the update feed's ${name} is not signed, so it cannot be trusted. Install the new version by hand.`
export const signatureUnreadable = (name: string) => `Update refused: ${name}.sig is not a signature Platform Desktop can read, so the update feed cannot be trusted.`
export const signatureMismatch = (name: string) => `Update refused: the signature of ${name} does not match its contents, so the update feed cannot be trusted.`
/** `ids` lists the keys that signed it, none of which this version trusts. */
export const untrustedKey = (name: string, ids: string) =>
  `Update refused: ${name} is signed with key ${ids}, which this version of Platform Desktop does not trust. Install the new version by hand.`

/** Help → Check for updates…: the outcome, said as a notice (the menu has no other way to answer). Every phase has a sentence. */
export function checkOutcome(view: Pick<AppUpdateView, 'phase' | 'version' | 'message'>, current: string): string {
  const next = `Platform Desktop${view.version ? ` ${view.version}` : ''}`
  switch (view.phase) {
    case 'not-available':
      return `Platform Desktop is up to date (version ${current}).`
    case 'available':
      return `${next} is available: download it from the update bar or Settings.`
    case 'downloading':
      return `${next} is downloading.`
    case 'ready':
      return `${next} is ready: restart to install it.`
    case 'idle':
    case 'checking':
      return 'Checking for updates… The update bar will say what it finds.'
    case 'disabled':
    case 'error':
      return view.message ?? UPDATES_OFF
  }
}
