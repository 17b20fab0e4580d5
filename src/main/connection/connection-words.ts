// What choosing the server says: the sentences about the address a person
// types, the check made before it is saved, and the questions main asks
// before it switches or forgets a server while someone is signed in.
import type { ConfirmRequest } from '../os/os-surfaces'

// The address as typed (normalize-base-url.ts).
export const ENTER_ADDRESS = 'Enter the address of your platform server, for example https://platform.example.com.'
export const notAnAddress = (typed: string) => `“${typed}” is not a web address. Use one like https://platform.example.com.`
export const MUST_START_WITH_HTTPS = 'The server address must start with https://.'
export const NO_HOST_NAME = 'The server address has no host name.'
export const NO_CREDENTIALS_IN_ADDRESS = 'Leave the user name and password out of the address; you sign in on the next screen.'
export const HTTPS_UNLESS_LOCAL = 'Use an https:// address. Unencrypted http:// is only allowed for a server on this computer (localhost).'
/** A notice at start: PLATFORM_BASE_URL is not an address we accept; `reason` is one of the sentences above. */
export const envAddressIgnored = (reason: string) => `PLATFORM_BASE_URL was ignored: ${reason}`

// The check before saving (check-platform.ts).
/** Who the check asks, as the request's failure sentences name it. */
export const serverAt = (baseUrl: string) => `the server at ${baseUrl}`
/** `detail` says what was wrong with the answer: one of the two below. */
export const notPlatform = (baseUrl: string, detail: string) => `${baseUrl} answered, but it does not look like a Platform Service API (${detail}). Check the address.`
export const ANSWER_NOT_JSON_DATA = 'its answer was not JSON data'
export const DID_NOT_ANSWER_JSON = 'it did not answer with JSON'
/** The address redirects to another origin (or to http), which is not followed. */
export const sendsElsewhere = (baseUrl: string, target: string, downgrade: boolean) =>
  `${baseUrl} sends Platform Desktop to ${target}, which was not followed. If your platform moved there, enter that address instead${downgrade ? ' (it must use https://)' : ''}.`

// Saving and forgetting (the connection feature, connection/index.ts).
export const ADDRESS_FROM_ENV = 'The server address is set by PLATFORM_BASE_URL, so it cannot be changed here.'
/** A second change asked for while the first one's question is still open. */
export const ALREADY_ASKING = 'Platform Desktop is already asking whether to change the server. Answer that question first.'
/** Names the server in the questions below when there is none saved. */
export const YOUR_CURRENT_SERVER = 'your current server'
/** The dialog asked before switching servers while signed in. */
export const switchQuestion = (newHost: string, oldHost: string): ConfirmRequest => ({
  message: `Switch to ${newHost}?`,
  detail: `You will be signed out of ${oldHost}.`,
  confirmLabel: 'Switch'
})
/** The dialog asked before forgetting the server while signed in. */
export const forgetQuestion = (host: string): ConfirmRequest => ({
  message: `Forget ${host}?`,
  detail: 'You will be signed out, and Platform Desktop will ask for a server address.',
  confirmLabel: 'Forget server'
})
