// What a request to the platform says when it fails: the sentence for each
// way a request can go wrong (map-error.ts picks one, api-client.ts adds the
// ones about the body). `what` is who was asked, "the platform" unless a
// caller names another ("the server at https://…").

/** Who a request asks when the caller names no one. */
export const THE_PLATFORM = 'the platform'

/** Before first run, or after the server was forgotten. */
export const NO_SERVER_YET = 'No platform server is set up yet. Connect to your platform first.'
/** A request that needs the session, made while signed out. */
export const NOT_SIGNED_IN_FIRST = 'You are not signed in. Please sign in first.'
export const REQUEST_CANCELLED = 'The request was cancelled.'

/** A 401 to a request that carried no credential. */
export const SIGN_IN_NEEDED = 'The platform needs you to be signed in for this. Sign in and try again.'
/** A 401 to a request that carried the session's token. */
export const SESSION_EXPIRED = 'Your session has expired — please sign in again.'
/** A 429 with a Retry-After we could read. */
export const retryAfter = (seconds: number) => `The platform is receiving too many requests. Try again ${waitInWords(seconds)}.`
export const TOO_MANY_REQUESTS = 'The platform is receiving too many requests. Try again in a little while.'
export const serverProblem = (status: number) => `The platform had a problem (${status}). Try again in a moment.`
export const BAD_REQUEST = 'The platform rejected the request (400).'
export const unexpectedStatus = (status: number) => `The platform answered with an unexpected status (${status}).`
/** Follows our sentence for a 4xx when the server gave its own words. */
export const withServerSaid = (sentence: string, said: string) => `${sentence} The platform said: “${said}”`

/** Our sentence for each 4xx we know; the server's own words follow it. */
export const CLIENT_ERRORS: Readonly<Record<number, string>> = {
  403: 'The platform refused access to this. Your account may not have permission.',
  404: 'The platform could not find what was asked for.',
  405: 'The server refused this kind of request (405).',
  409: 'The platform refused the request because it conflicts with its current state (409).',
  410: 'The platform says this is gone for good (410).',
  413: 'The platform refused the request as too large (413).',
  415: 'The platform does not accept the format of this request (415).',
  422: 'The platform could not process the request (422).'
}

export const farTooLarge = (what: string) => `${capitalize(what)} sent a response that was far too large.`
export const noAnswerInTime = (what: string) => `${capitalize(what)} did not answer in time. Check your connection and try again.`
export const certificateFailed = (what: string) =>
  `The secure connection to ${what} failed: its certificate is not trusted or does not match. Check the address, or ask your administrator.`
export const unreachable = (what: string) => `Could not reach ${what}. Check the address and your connection.`
/** A request that failed in a way none of the above names. */
export const talkingFailed = (what: string) => `Something went wrong while talking to ${what}. Please try again.`
/** The body reader gave up on the body (its worker failed or timed out). */
export const answerTooComplex = (what: string) => `${capitalize(what)} sent an answer Platform Desktop could not read (it may be too large or too complex). Try again later.`
export const webPageNotData = (what: string) => `${capitalize(what)} sent a web page where data was expected. The server address may be wrong, or a proxy is in the way.`
export const cutOffOrMalformed = (what: string) => `${capitalize(what)} sent a response that could not be read (it was cut off or malformed). Try again.`

const MOVED_HINT = 'if the platform moved, update the server address in Settings.'
const ANOTHER_ADDRESS = 'another address'

/** A redirect from https to http, refused. */
export const redirectDowngrade = (target: string | null) =>
  `The server tried to send Platform Desktop to ${target ?? ANOTHER_ADDRESS} without encryption (http), so it was not followed — ${MOVED_HINT}`
export const tooManyRedirects = (max: number) => `The server redirected Platform Desktop more than ${max} times, so it stopped. Check the server address in Settings.`
/** A redirect to another origin, refused. */
export const redirectCrossOrigin = (target: string | null) => `The server tried to send Platform Desktop to ${target ?? ANOTHER_ADDRESS} — ${MOVED_HINT}`
export const REDIRECT_REFUSED = `The server tried to send Platform Desktop to another address, which was not followed — ${MOVED_HINT}`

/** "in 30 seconds", "in 5 minutes", "in about 2 hours", "tomorrow or later": a wait a person can picture. */
function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (seconds < 90) return `in ${plural(seconds, 'second')}`
  if (seconds < 90 * 60) return `in ${plural(Math.round(seconds / 60), 'minute')}`
  if (seconds < 24 * 3600) return `in about ${plural(Math.round(seconds / 3600), 'hour')}`
  return 'tomorrow or later'
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
