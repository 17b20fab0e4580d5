// What signing in, signing out and the saved sign-in say: the sentences of
// the sign-in screen and the notices about the credential kept on this
// computer. session-service.ts and login-outcome.ts choose among them.
import type { TokenSource } from './find-token'
import type { LoadOutcome, SaveOutcome } from './token-vault'

/** Where the token was found, as the sentences below name it. */
const SOURCE_WORDS: Record<TokenSource, string> = {
  body: 'the answer',
  nested: 'nested inside the answer',
  header: 'an Authorization header',
  cookie: 'a cookie'
}

// The sign-in screen.
export const ENTER_USERNAME_AND_PASSWORD = 'Enter your username and password.'
export const WRONG_CREDENTIALS = 'The username, email or password is not right. Check them and try again.'
/** The platform answered a sign-in that carried no credential with "already signed in". */
export const ALREADY_SIGNED_IN =
  'The platform answered that you are already signed in, although Platform Desktop sent no sign-in with the request (the platform may remember this computer or network). Sign out on the platform’s website and try again, or sign in with an API key instead.'
export const NO_TOKEN_SENT =
  'The platform said the sign-in worked but sent back no token Platform Desktop can use, so you are not signed in. Your platform may not be supported yet.'
export const SIGN_IN_FORBIDDEN = 'The platform refused to sign in this account (403). It may be locked or not allowed to use this app.'
export const SIGN_IN_METHOD_REFUSED = 'The server refused this way of signing in (405). It may not support password sign-in; try an API key.'
export const NO_SIGN_IN_ENDPOINT = 'This server has no sign-in endpoint. Check the server address in Settings.'
export const SIGN_IN_ANSWER_UNREADABLE = 'The server answered the sign-in with something that was not readable data. Check the server address, or try again.'
export const PASTE_WHOLE_KEY = 'Paste the whole API key, without spaces.'
export const NOT_AN_API_KEY = 'That is not an API key: a key is at most 8 KB of letters, digits and punctuation. Copy it again from your platform.'
/** The name shown for a key sign-in when the platform does not say whose key it is. */
export const API_KEY_USER = 'API key'
export const API_KEY_REFUSED = 'The platform did not accept that API key (sent as a Bearer token). Check it and try again.'
/** The token was found somewhere other than the answer's token field, and the platform refused it. */
export const guessedTokenRefused = (source: TokenSource) =>
  `The sign-in seemed to work, but the platform did not accept what it sent back (${SOURCE_WORDS[source]}) as a token, so you are not signed in. Your platform may not be supported yet.`
export const ISSUED_TOKEN_REFUSED = 'The platform refused the token it had just issued. Please try again.'
/** A token found somewhere unusual could not be checked; `reason` is why the check failed. */
export const guessedTokenUnconfirmed = (source: TokenSource, reason: string) =>
  `The platform sent its token back in an unusual place (${SOURCE_WORDS[source]}), and Platform Desktop could not confirm it with the platform just now, so you are not signed in. ${reason}`
export const SERVER_CHANGED_DURING_SIGN_IN = 'The server changed while you were signing in. Please sign in again.'
export const SIGN_IN_STOPPED_BY_SIGN_OUT = 'The sign-in was stopped because you signed out.'
/** Token information asked for while signed out. */
export const NOT_SIGNED_IN = 'You are not signed in.'

// Notices about the saved sign-in.
/** The label of the notice's button that reads a kept sign-in again. */
export const TRY_AGAIN = 'Try again'
export const SAVED_FOR_OTHER_SERVER = 'Your saved sign-in was for a different server, so it was removed. Please sign in again.'
export const SAVED_EXPIRED = 'Your saved sign-in has expired. Please sign in again.'
/** The vault file could not be read (locked or not accessible); it was left in place. */
export const savedUnreadable = (code: string, stillAfterTryAgain: boolean) =>
  stillAfterTryAgain
    ? `Your saved sign-in still could not be read (${code}: the file is locked or not accessible). It was left in place and will be tried again at the next start.`
    : `Your saved sign-in could not be read right now (${code}: the file is locked or not accessible), so you are signed out for now. It was left in place: choose Try again, or it is tried again when you unlock your computer and at the next start.`
/** The keyring did not hand over the key; the saved sign-in was kept. */
export const keyringLocked = (stillAfterTryAgain: boolean) =>
  stillAfterTryAgain
    ? 'Your system keyring still did not give Platform Desktop the key to your saved sign-in. The keyring is asked again when Platform Desktop starts, so quit and reopen it once the keyring is unlocked. Your saved sign-in was kept.'
    : 'Your system keyring did not give Platform Desktop the key to your saved sign-in (the keyring may be locked, or its prompt was dismissed), so you are signed out for now. Your saved sign-in was kept: unlock the keyring and choose Try again, or quit and reopen Platform Desktop.'
/** A sign-in saved by a version that did not seal it to its server. */
export const SAVED_OUTDATED =
  'Sign in again: stored sign-ins are now sealed to their server, and the one saved by an earlier version could not prove its server, so it was removed.'
export const SAVED_WEAK_NOT_ALLOWED =
  'Your saved sign-in was not protected by a keyring (it was stored under a key other programs can know), and storing it that way is turned off in Settings, so it was removed. Please sign in again.'
export const SAVED_UNDECRYPTABLE = 'Your saved sign-in could not be read (your keyring may have changed), so it was removed. Please sign in again.'
/** "Remember me" was asked for, but no keyring protects the file and weak storage is off. */
export const NOT_SAVED_NO_KEYRING =
  'No keyring would protect your sign-in on this computer (none is set up, or it did not answer), so Platform Desktop did not save it to disk. You will need to sign in again next time. (You can allow storing it without a keyring, with weak protection, in Settings.)'
export const NOT_SAVED_NO_SECURE_STORAGE = 'Your system’s secure storage is not available, so your sign-in is kept only until you quit. You will need to sign in again next time.'
export const NOT_SAVED = 'Your sign-in could not be saved to disk, so it is kept only until you quit.'
export const cannotRemoveSaved = (file: string) =>
  `Platform Desktop could not remove your saved sign-in from this computer (the file ${file} in its data folder is locked). Quit the app, delete that file, and restart.`

// What the vault's outcomes say.

/** A saved sign-in kept on disk because it could not be read yet. */
export type KeptOutcome = Extract<LoadOutcome, { status: 'locked' | 'unreadable' }>

export function keptMessage(outcome: KeptOutcome, stillAfterTryAgain: boolean): string {
  if (outcome.status === 'unreadable') return savedUnreadable(outcome.code, stillAfterTryAgain)
  // Electron asks the keyring for its key once per run (electron/electron
  // shell/browser/api/electron_api_safe_storage.cc, EnsureAsyncEncryptorRequested
  // and OnOsCryptReady keep the first answer), so only a new start asks again.
  return keyringLocked(stillAfterTryAgain)
}

export function discardedMessage(outcome: Extract<LoadOutcome, { status: 'discarded' }>): string {
  if (outcome.reason === 'outdated') return SAVED_OUTDATED
  return outcome.reason === 'weak-not-allowed' ? SAVED_WEAK_NOT_ALLOWED : SAVED_UNDECRYPTABLE
}

export function notSavedMessage(outcome: Extract<SaveOutcome, { persisted: false }>): string {
  if (outcome.reason === 'weak-backend') return NOT_SAVED_NO_KEYRING
  return outcome.reason === 'unavailable' ? NOT_SAVED_NO_SECURE_STORAGE : NOT_SAVED
}
