// What app updates say: the Settings line while an update is refused or
// fails, the tray's line about an update under way, and why an update was
// refused (each refusal is a whole sentence about that update).
import type { AppUpdateModel } from '@shared/app-update'
import { defineMessages, type Message, type MessageValues } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const updateMessages = defineMessages({
  updatesOff: {
    id: 'appUpdate.settings.off',
    defaultMessage: 'Updates are not checked in this build.',
    description: 'Settings › Updates, in a build that has no update feed (development builds).'
  },
  checkFailed: {
    id: 'appUpdate.error.checkFailed',
    defaultMessage: 'Checking for updates failed: {reason}',
    description:
      'Settings › Updates when checking failed. {reason} is the updater’s own message (English, technical) or “unknown error”.'
  },
  downloadFailed: {
    id: 'appUpdate.error.downloadFailed',
    defaultMessage: 'The update download stopped: {reason}',
    description:
      'Settings › Updates when downloading failed. {reason} is the updater’s own message (English, technical) or “unknown error”.'
  },
  unknownError: {
    id: 'appUpdate.error.unknown',
    defaultMessage: 'unknown error',
    description: 'Put in place of {reason} in “Checking for updates failed: {reason}” when the updater gave no message.'
  },
  downloadingLine: {
    id: 'appUpdate.tray.downloading',
    defaultMessage: 'Downloading update {version}: {percent, number, ::percent}',
    description:
      'Tray menu line while an update downloads. {version} is its version (1.2.0); {percent} how much has arrived.'
  },
  downloadingLineNoVersion: {
    id: 'appUpdate.tray.downloadingNoVersion',
    defaultMessage: 'Downloading update: {percent, number, ::percent}',
    description: 'Tray menu line while an update of unknown version downloads. {percent} is how much has arrived.'
  },
  readyLine: {
    id: 'appUpdate.tray.ready',
    defaultMessage: 'Update {version} ready: restart to install',
    description: 'Tray menu line once an update is downloaded. {version} is its version (1.2.0).'
  },
  readyLineNoVersion: {
    id: 'appUpdate.tray.readyNoVersion',
    defaultMessage: 'Update ready: restart to install',
    description: 'Tray menu line once an update of unknown version is downloaded.'
  },
  availableLine: {
    id: 'appUpdate.tray.available',
    defaultMessage: 'Update {version} available',
    description:
      'Tray menu line when an update is available and updates are set to ask before downloading. {version} is its version.'
  },
  availableLineNoVersion: {
    id: 'appUpdate.tray.availableNoVersion',
    defaultMessage: 'Update available',
    description:
      'Tray menu line when an update of unknown version is available and updates are set to ask before downloading.'
  },
  unsignedBuild: {
    id: 'appUpdate.refused.unsignedBuild',
    defaultMessage:
      'Updates need a signed build: this copy of Platform Desktop is not code-signed, so it cannot verify version {version}. Install it by hand.',
    description:
      'Settings › Updates (Windows), when this copy of the app is not code-signed so an update cannot be checked. {version} is the new version.'
  },
  redirected: {
    id: 'appUpdate.refused.redirected',
    defaultMessage:
      'Update stopped: the update server {from} redirected to {target}; updates are only taken from {from}.',
    description:
      'Settings › Updates when the update server sent the download elsewhere. {from} is the update server’s address (https://updates.example.com), {target} where it redirected to.'
  },
  redirectedNowhere: {
    id: 'appUpdate.refused.redirectedNowhere',
    defaultMessage:
      'Update stopped: the update server {from} redirected to an address that is not a web address; updates are only taken from {from}.',
    description:
      'Settings › Updates when the update server redirected to something that is not a web address. {from} is the update server’s address.'
  },
  redirectedUnknownServer: {
    id: 'appUpdate.refused.redirectedUnknownServer',
    defaultMessage:
      'Update stopped: the update server redirected to {target}; updates are only taken from the update feed.',
    description:
      'Settings › Updates when an update server (address not known) sent the download elsewhere. {target} is where it redirected to.'
  },
  redirectedUnknownServerNowhere: {
    id: 'appUpdate.refused.redirectedUnknownServerNowhere',
    defaultMessage:
      'Update stopped: the update server redirected to an address that is not a web address; updates are only taken from the update feed.',
    description:
      'Settings › Updates when an update server (address not known) redirected to something that is not a web address.'
  },
  fileElsewhere: {
    id: 'appUpdate.refused.fileElsewhere',
    defaultMessage:
      'Update stopped: the update feed names a file on {fileOrigin}; updates are only taken from {feedOrigin}.',
    description:
      'Settings › Updates when the update feed points at another server. {fileOrigin} and {feedOrigin} are web addresses (https://…).'
  },
  feedNotSigned: {
    id: 'appUpdate.refused.feedNotSigned',
    defaultMessage:
      "Update refused: the update feed's {name} is not signed, so it cannot be trusted. Install the new version by hand.",
    description:
      'Settings › Updates when the update feed has no signature. {name} is the feed’s file name (latest.yml).'
  },
  signatureUnreadable: {
    id: 'appUpdate.refused.signatureUnreadable',
    defaultMessage:
      'Update refused: {name}.sig is not a signature Platform Desktop can read, so the update feed cannot be trusted.',
    description:
      'Settings › Updates when the feed’s signature file cannot be read. {name} is the feed’s file name (latest.yml); .sig is its signature file.'
  },
  signatureMismatch: {
    id: 'appUpdate.refused.signatureMismatch',
    defaultMessage:
      'Update refused: the signature of {name} does not match its contents, so the update feed cannot be trusted.',
    description:
      'Settings › Updates when the feed’s signature does not match it. {name} is the feed’s file name (latest.yml).'
  },
  untrustedKey: {
    id: 'appUpdate.refused.untrustedKey',
    defaultMessage:
      'Update refused: {name} is signed with key {ids}, which this version of Platform Desktop does not trust. Install the new version by hand.',
    description:
      'Settings › Updates when the feed is signed by a key this version does not know. {name} is the feed’s file name (latest.yml); {ids} the key ids.'
  },
  feedMisnamed: {
    id: 'appUpdate.refused.feedMisnamed',
    defaultMessage:
      'Update refused: the update feed served a file signed as {signedAs} in place of {name}, so it cannot be trusted.',
    description:
      'Settings › Updates when the feed’s file was signed under another name. {name} is the file asked for (latest-linux.yml); {signedAs} the name it was signed as (beta-linux.yml).'
  },
  feedExpired: {
    id: 'appUpdate.refused.feedExpired',
    defaultMessage:
      "Update refused: the signature of {name} expired on {date}, so the update feed is out of date. If this computer's date is right, install the new version by hand.",
    description:
      'Settings › Updates when the feed’s signature has expired. {name} is the feed’s file name (latest-linux.yml); {date} the expiry day as 2027-03-29.'
  },
  feedRolledBack: {
    id: 'appUpdate.refused.feedRolledBack',
    defaultMessage:
      'Update refused: {name} was signed on {signed}, before the one this computer already saw from {seen}, so the update feed may be holding back an update.',
    description:
      'Settings › Updates when the feed is older than one already accepted. {name} is the feed’s file name (latest-linux.yml); {signed} and {seen} are days as 2026-11-29.'
  },
  prereleaseOnStable: {
    id: 'appUpdate.refused.prereleaseOnStable',
    defaultMessage: 'Update refused: {name} offers the pre-release {version} on the stable channel.',
    description:
      'Settings › Updates when the stable feed offers a pre-release. {name} is the feed’s file name (latest-linux.yml); {version} the version (0.3.0-beta.1).'
  },
  upToDate: {
    id: 'appUpdate.check.upToDate',
    defaultMessage: 'Platform Desktop is up to date (version {current}).',
    description:
      'Notice after Help › Check for updates… when there is no newer version. {current} is the running version (0.1.0).'
  },
  available: {
    id: 'appUpdate.check.available',
    defaultMessage: 'Platform Desktop {version} is available: download it from the update bar or Settings.',
    description:
      'Notice after Help › Check for updates… when a newer version can be downloaded. {version} is its version (1.2.0).'
  },
  availableNoVersion: {
    id: 'appUpdate.check.availableNoVersion',
    defaultMessage: 'Platform Desktop is available: download it from the update bar or Settings.',
    description: 'Notice after Help › Check for updates… when a newer version can be downloaded, its version not known.'
  },
  downloading: {
    id: 'appUpdate.check.downloading',
    defaultMessage: 'Platform Desktop {version} is downloading.',
    description:
      'Notice after Help › Check for updates… while the newer version downloads. {version} is its version (1.2.0).'
  },
  downloadingNoVersion: {
    id: 'appUpdate.check.downloadingNoVersion',
    defaultMessage: 'Platform Desktop is downloading.',
    description: 'Notice after Help › Check for updates… while the newer version downloads, its version not known.'
  },
  ready: {
    id: 'appUpdate.check.ready',
    defaultMessage: 'Platform Desktop {version} is ready: restart to install it.',
    description:
      'Notice after Help › Check for updates… when the newer version is downloaded. {version} is its version (1.2.0).'
  },
  readyNoVersion: {
    id: 'appUpdate.check.readyNoVersion',
    defaultMessage: 'Platform Desktop is ready: restart to install it.',
    description: 'Notice after Help › Check for updates… when the newer version is downloaded, its version not known.'
  },
  checking: {
    id: 'appUpdate.check.checking',
    defaultMessage: 'Checking for updates… The update bar will say what it finds.',
    description: 'Notice after Help › Check for updates… while the check is still running.'
  }
})

/** The sentence naming the version, or the one that does without it. */
const versioned = (version: string | null, withVersion: Message, without: Message, values: MessageValues = {}) =>
  version ? say(withVersion, { ...values, version }) : say(without, values)
/** electron-updater failed; `reason` is the first line of its message. */
export const updateFailed = (downloading: boolean, reason: string) =>
  say(downloading ? updateMessages.downloadFailed : updateMessages.checkFailed, { reason })

// The tray's line.
export const downloadingLine = (version: string | null, percent: number) =>
  versioned(version, updateMessages.downloadingLine, updateMessages.downloadingLineNoVersion, {
    percent: percent / 100
  })
export const readyLine = (version: string | null) =>
  versioned(version, updateMessages.readyLine, updateMessages.readyLineNoVersion)
/** Only when updates are set to ask before downloading. */
export const availableLine = (version: string | null) =>
  versioned(version, updateMessages.availableLine, updateMessages.availableLineNoVersion)
/** The update server redirected off its origin; `from` is its origin, when known. */
export function redirectedAway(from: string | null, target: string | null): string {
  if (from === null)
    return target === null
      ? say(updateMessages.redirectedUnknownServerNowhere)
      : say(updateMessages.redirectedUnknownServer, { target })
  return target === null
    ? say(updateMessages.redirectedNowhere, { from })
    : say(updateMessages.redirected, { from, target })
}

/** Help → Check for updates…: the outcome, said as a notice (the menu has no other way to answer). Every phase has a sentence. */
export function checkOutcome(view: Pick<AppUpdateModel, 'phase' | 'version' | 'message'>, current: string): string {
  switch (view.phase) {
    case 'not-available':
      return say(updateMessages.upToDate, { current })
    case 'available':
      return versioned(view.version, updateMessages.available, updateMessages.availableNoVersion)
    case 'downloading':
      return versioned(view.version, updateMessages.downloading, updateMessages.downloadingNoVersion)
    case 'ready':
      return versioned(view.version, updateMessages.ready, updateMessages.readyNoVersion)
    case 'idle':
    case 'checking':
      return say(updateMessages.checking)
    case 'disabled':
    case 'error':
      return view.message ?? say(updateMessages.updatesOff)
  }
}
