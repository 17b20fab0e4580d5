// What signing in, signing out and the saved sign-in say: the sentences of
// the sign-in screen and the notices about the credential kept on this
// computer. session-service.ts and login-outcome.ts choose among them; each
// is a message put into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'
import type { TokenSource } from './find-token'
import type { LoadOutcome, SaveOutcome } from './token-vault'

export const sessionMessages = defineMessages({
  sourceBody: {
    id: 'session.token.source.body',
    defaultMessage: 'the answer',
    description:
      'Where the platform put the token it sent back at sign-in, shown in parentheses inside the “token” error sentences: in the answer’s body.'
  },
  sourceNested: {
    id: 'session.token.source.nested',
    defaultMessage: 'nested inside the answer',
    description:
      'Where the platform put the token it sent back at sign-in, shown in parentheses inside the “token” error sentences: deeper inside the answer’s body.'
  },
  sourceHeader: {
    id: 'session.token.source.header',
    defaultMessage: 'an Authorization header',
    description:
      'Where the platform put the token it sent back at sign-in, shown in parentheses inside the “token” error sentences: an HTTP Authorization header (keep the header name).'
  },
  sourceCookie: {
    id: 'session.token.source.cookie',
    defaultMessage: 'a cookie',
    description:
      'Where the platform put the token it sent back at sign-in, shown in parentheses inside the “token” error sentences: a cookie.'
  },
  enterUsernameAndPassword: {
    id: 'session.signIn.enterUsernameAndPassword',
    defaultMessage: 'Enter your username and password.',
    description: 'Sign-in screen error: the username or the password is empty.'
  },
  wrongCredentials: {
    id: 'session.signIn.wrongCredentials',
    defaultMessage: 'The username, email or password is not right. Check them and try again.',
    description: 'Sign-in screen error: the platform refused the username, email or password.'
  },
  // The platform has stopped taking sign-ins for a while: after too many wrong passwords for one account (the reference
  // server allows 10 in 15 minutes), or too many attempts from one address. The answer does not say which, so neither do we.
  signInPausedSeconds: {
    id: 'session.signIn.pausedSeconds',
    defaultMessage:
      'Too many sign-in attempts. Wait {count, plural, one {# second} other {# seconds}}, then try again.',
    description:
      'Sign-in screen error: the platform refused to take more sign-ins for now (429), e.g. after many wrong passwords for this account, and said how long to wait. {count} is the wait in seconds (under 90).'
  },
  signInPausedMinutes: {
    id: 'session.signIn.pausedMinutes',
    defaultMessage:
      'Too many sign-in attempts. Wait {count, plural, one {# minute} other {# minutes}}, then try again.',
    description:
      'Sign-in screen error: the platform refused to take more sign-ins for now (429), e.g. after many wrong passwords for this account, and said how long to wait. {count} is the wait in whole minutes, rounded up (under 90).'
  },
  signInPausedHours: {
    id: 'session.signIn.pausedHours',
    defaultMessage: 'Too many sign-in attempts. Wait {count, plural, one {# hour} other {# hours}}, then try again.',
    description:
      'Sign-in screen error: the platform refused to take more sign-ins for now (429), e.g. after many wrong passwords for this account, and said how long to wait. {count} is the wait in hours, rounded up (under a day).'
  },
  signInPausedDays: {
    id: 'session.signIn.pausedDays',
    defaultMessage: 'Too many sign-in attempts. Try again tomorrow or later.',
    description:
      'Sign-in screen error: the platform refused to take more sign-ins for now (429) and asked to wait a day or more.'
  },
  signInPaused: {
    id: 'session.signIn.paused',
    defaultMessage: 'Too many sign-in attempts. Wait a few minutes, then try again.',
    description:
      'Sign-in screen error: the platform refused to take more sign-ins for now (429), e.g. after many wrong passwords for this account, without saying how long to wait.'
  },
  alreadySignedIn: {
    id: 'session.signIn.alreadySignedIn',
    defaultMessage:
      'The platform answered that you are already signed in, although Platform Desktop sent no sign-in with the request (the platform may remember this computer or network). Sign out on the platform’s website and try again, or sign in with an API key instead.',
    description:
      'Sign-in screen error: the platform answered “already signed in” to a sign-in that carried no credential.'
  },
  noTokenSent: {
    id: 'session.signIn.noTokenSent',
    defaultMessage:
      'The platform said the sign-in worked but sent back no token Platform Desktop can use, so you are not signed in. Your platform may not be supported yet.',
    description: 'Sign-in screen error: the sign-in worked but the answer had no usable token.'
  },
  signInForbidden: {
    id: 'session.signIn.forbidden',
    defaultMessage:
      'The platform refused to sign in this account (403). It may be locked or not allowed to use this app.',
    description: 'Sign-in screen error: the platform answered 403 to the sign-in.'
  },
  signInMethodRefused: {
    id: 'session.signIn.methodRefused',
    defaultMessage:
      'The server refused this way of signing in (405). It may not support password sign-in; try an API key.',
    description: 'Sign-in screen error: the platform answered 405 to the password sign-in.'
  },
  noSignInEndpoint: {
    id: 'session.signIn.noEndpoint',
    defaultMessage: 'This server has no sign-in endpoint. Check the server address in Settings.',
    description: 'Sign-in screen error: the platform answered 404 to the sign-in.'
  },
  signInAnswerUnreadable: {
    id: 'session.signIn.answerUnreadable',
    defaultMessage:
      'The server answered the sign-in with something that was not readable data. Check the server address, or try again.',
    description: 'Sign-in screen error: the answer to the sign-in was not JSON data.'
  },
  pasteWholeKey: {
    id: 'session.apiKey.pasteWholeKey',
    defaultMessage: 'Paste the whole API key, without spaces.',
    description: 'Sign-in screen error: the API key field is empty or has spaces in it.'
  },
  notAnApiKey: {
    id: 'session.apiKey.notAnApiKey',
    defaultMessage:
      'That is not an API key: a key is at most 8 KB of letters, digits and punctuation. Copy it again from your platform.',
    description: 'Sign-in screen error: what was pasted cannot be an API key (too long or has other characters).'
  },
  apiKeyUser: {
    id: 'session.apiKey.user',
    defaultMessage: 'API key',
    description:
      'The name shown for the signed-in person (account menu) after an API key sign-in, when the platform does not say whose key it is.'
  },
  apiKeyRefused: {
    id: 'session.apiKey.refused',
    defaultMessage: 'The platform did not accept this API key. Check that it is complete and has not been revoked.',
    description:
      'Sign-in screen error: the platform refused the API key (it is wrong, cut short when pasted, or was revoked on the platform).'
  },
  guessedTokenRefused: {
    id: 'session.token.guessedRefused',
    defaultMessage:
      'The sign-in seemed to work, but the platform did not accept what it sent back ({source}) as a token, so you are not signed in. Your platform may not be supported yet.',
    description:
      'Sign-in screen error: the token was found somewhere other than the answer’s token field, and the platform refused it. {source} says where it was found: “the answer”, “a cookie”… (one of the session.token.source messages).'
  },
  issuedTokenRefused: {
    id: 'session.token.issuedRefused',
    defaultMessage: 'The platform refused the token it had just issued. Please try again.',
    description: 'Sign-in screen error: the platform refused the token it had just sent back.'
  },
  guessedTokenUnconfirmed: {
    id: 'session.token.guessedUnconfirmed',
    defaultMessage:
      'The platform sent its token back in an unusual place ({source}), and Platform Desktop could not confirm it with the platform just now, so you are not signed in. {reason}',
    description:
      'Sign-in screen error: a token found somewhere unusual could not be checked. {source} says where it was found: “the answer”, “a cookie”… (one of the session.token.source messages); {reason} is a whole sentence saying why the check failed.'
  },
  serverChangedDuringSignIn: {
    id: 'session.signIn.serverChanged',
    defaultMessage: 'The server changed while you were signing in. Please sign in again.',
    description: 'Sign-in screen error: the server address changed while the sign-in was under way.'
  },
  signInStoppedBySignOut: {
    id: 'session.signIn.stoppedBySignOut',
    defaultMessage: 'The sign-in was stopped because you signed out.',
    description: 'Error: a sign-in under way was stopped by signing out.'
  },
  notSignedIn: {
    id: 'session.notSignedIn',
    defaultMessage: 'You are not signed in.',
    description: 'Error: token information was asked for while signed out.'
  },
  tryAgain: {
    id: 'session.saved.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button on the notice saying a saved sign-in could not be read yet: reads it again.'
  },
  quitAndReopen: {
    id: 'session.saved.quitAndReopen',
    defaultMessage: 'Quit and reopen',
    description:
      'Button on the notice saying the system keyring did not give the key to a saved sign-in: quits Platform Desktop and starts it again, which asks the keyring again.'
  },
  savedForOtherServer: {
    id: 'session.saved.forOtherServer',
    defaultMessage: 'Your saved sign-in was for a different server, so it was removed. Please sign in again.',
    description: 'Notice at start: the saved sign-in belonged to another server address.'
  },
  savedExpired: {
    id: 'session.saved.expired',
    defaultMessage: 'Your saved sign-in has expired. Please sign in again.',
    description: 'Notice at start: the saved sign-in has expired.'
  },
  savedUnreadable: {
    id: 'session.saved.unreadable',
    defaultMessage:
      'Your saved sign-in could not be read right now ({code}: the file is locked or not accessible), so you are signed out for now. It was left in place: choose Try again, or it is tried again when you unlock your computer and at the next start.',
    description:
      'Notice with a Try again button: the saved sign-in file could not be read. {code} is the system’s error code, e.g. EBUSY. “Try again” names the button (session.saved.tryAgain).'
  },
  savedStillUnreadable: {
    id: 'session.saved.stillUnreadable',
    defaultMessage:
      'Your saved sign-in still could not be read ({code}: the file is locked or not accessible). It was left in place and will be tried again at the next start.',
    description:
      'Notice after Try again: the saved sign-in file still could not be read. {code} is the system’s error code, e.g. EBUSY.'
  },
  keyringLocked: {
    id: 'session.saved.keyringLocked',
    defaultMessage:
      'Your system keyring did not give Platform Desktop the key to your saved sign-in (the keyring may be locked, or its prompt was dismissed), so you are signed out for now. Your saved sign-in was kept. The keyring is asked only when Platform Desktop starts: unlock the keyring, then choose Quit and reopen.',
    description:
      'Notice with a Quit and reopen button: the system keyring did not hand over the key to the saved sign-in. “Quit and reopen” names the button (session.saved.quitAndReopen).'
  },
  keyringStillLocked: {
    id: 'session.saved.keyringStillLocked',
    defaultMessage:
      'Your system keyring still did not give Platform Desktop the key to your saved sign-in. The keyring is asked again when Platform Desktop starts, so quit and reopen it once the keyring is unlocked. Your saved sign-in was kept.',
    description:
      'Notice with a Quit and reopen button, after the saved sign-in was read again in the same run: the system keyring still did not hand over the key to it.'
  },
  savedWeakNotAllowed: {
    id: 'session.saved.weakNotAllowed',
    defaultMessage:
      'Your saved sign-in was not protected by a keyring (it was stored under a key other programs can know), and storing it that way is turned off in Settings, so it was removed. Please sign in again.',
    description:
      'Notice at start: a saved sign-in stored without a keyring was removed because Settings no longer allows that.'
  },
  savedUndecryptable: {
    id: 'session.saved.undecryptable',
    defaultMessage:
      'Your saved sign-in could not be read (your keyring may have changed), so it was removed. Please sign in again.',
    description: 'Notice at start: the saved sign-in could not be decrypted and was removed.'
  },
  notSavedNoKeyring: {
    id: 'session.notSaved.noKeyring',
    defaultMessage:
      'No keyring would protect your sign-in on this computer (none is set up, or it did not answer), so Platform Desktop did not save it to disk. You will need to sign in again next time. (You can allow storing it without a keyring, with weak protection, in Settings.)',
    description:
      'Notice after signing in with “Remember me”: no keyring protects the file and weak storage is off in Settings.'
  },
  notSavedNoSecureStorage: {
    id: 'session.notSaved.noSecureStorage',
    defaultMessage:
      'Your system’s secure storage is not available, so your sign-in is kept only until you quit. You will need to sign in again next time.',
    description: 'Notice after signing in with “Remember me”: the system’s secure storage is not available.'
  },
  notSaved: {
    id: 'session.notSaved.failed',
    defaultMessage: 'Your sign-in could not be saved to disk, so it is kept only until you quit.',
    description: 'Notice after signing in with “Remember me”: writing the saved sign-in failed.'
  },
  cannotRemoveSaved: {
    id: 'session.saved.cannotRemove',
    defaultMessage:
      'Platform Desktop could not remove your saved sign-in from this computer (the file {file} in its data folder is locked). Quit the app, delete that file, and restart.',
    description:
      'Error notice after signing out: the saved sign-in file could not be deleted. {file} is the file’s name.'
  }
})

/**
 * Where the token was found, as the sentences below name it. It stands in
 * parentheses there, apart from the sentence's grammar, so one phrase fits.
 */
const SOURCE_WORDS: Record<TokenSource, () => string> = {
  body: () => say(sessionMessages.sourceBody),
  nested: () => say(sessionMessages.sourceNested),
  header: () => say(sessionMessages.sourceHeader),
  cookie: () => say(sessionMessages.sourceCookie)
}

/**
 * The platform takes no more sign-ins for now (429). The wait is rounded up, never down: a person who comes back when
 * told and is refused again learns to distrust the sentence.
 */
export function signInPaused(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return say(sessionMessages.signInPaused)
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  if (seconds < 90) return say(sessionMessages.signInPausedSeconds, { count: seconds })
  if (seconds < 90 * 60) return say(sessionMessages.signInPausedMinutes, { count: Math.ceil(seconds / 60) })
  if (seconds < 24 * 3600) return say(sessionMessages.signInPausedHours, { count: Math.ceil(seconds / 3600) })
  return say(sessionMessages.signInPausedDays)
}

/** The token was found somewhere other than the answer's token field, and the platform refused it. */
export const guessedTokenRefused = (source: TokenSource) =>
  say(sessionMessages.guessedTokenRefused, { source: SOURCE_WORDS[source]() })
/** A token found somewhere unusual could not be checked; `reason` is why the check failed. */
export const guessedTokenUnconfirmed = (source: TokenSource, reason: string) =>
  say(sessionMessages.guessedTokenUnconfirmed, { source: SOURCE_WORDS[source](), reason })

// What the vault's outcomes say.

/** A saved sign-in kept on disk because it could not be read yet. */
export type KeptOutcome = Extract<LoadOutcome, { status: 'locked' | 'unreadable' }>

export function keptMessage(outcome: KeptOutcome, stillAfterTryAgain: boolean): string {
  // The vault file could not be read (locked or not accessible); it was left in place.
  if (outcome.status === 'unreadable')
    return say(stillAfterTryAgain ? sessionMessages.savedStillUnreadable : sessionMessages.savedUnreadable, {
      code: outcome.code
    })
  // The keyring did not hand over the key; the saved sign-in was kept.
  // Electron asks the keyring for its key once per run (electron/electron
  // shell/browser/api/electron_api_safe_storage.cc, EnsureAsyncEncryptorRequested
  // and OnOsCryptReady keep the first answer), so only a new start asks again:
  // the notice offers Quit and reopen, never Try again (session-service.ts, waitsForKeyring).
  return say(stillAfterTryAgain ? sessionMessages.keyringStillLocked : sessionMessages.keyringLocked)
}

export function discardedMessage(outcome: Extract<LoadOutcome, { status: 'discarded' }>): string {
  return say(
    outcome.reason === 'weak-not-allowed' ? sessionMessages.savedWeakNotAllowed : sessionMessages.savedUndecryptable
  )
}

export function notSavedMessage(outcome: Extract<SaveOutcome, { persisted: false }>): string {
  // "Remember me" was asked for, but no keyring protects the file and weak storage is off.
  if (outcome.reason === 'weak-backend') return say(sessionMessages.notSavedNoKeyring)
  return say(outcome.reason === 'unavailable' ? sessionMessages.notSavedNoSecureStorage : sessionMessages.notSaved)
}
