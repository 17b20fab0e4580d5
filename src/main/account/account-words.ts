// What the Account view's requests say when they fail.

export const ENTER_PASSWORD_TO_CHECK = 'Enter the password to check.'
/** The password would travel to a server without https (and not on this computer). */
export const LEAK_CHECK_HTTPS_ONLY = 'The leak check is only sent to a server that uses https:// (or one on this computer).'
/** What the platform sent, as an unreadable answer names it. */
export const ACCOUNT_INFORMATION = 'your account information'
