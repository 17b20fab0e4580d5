// What a request to the platform says when it fails: the sentence for each
// way a request can go wrong (map-error.ts picks one, api-client.ts adds the
// ones about the body). Each is a message put into words when it is used, so
// a change of language reaches the next failure.
//
// Who was asked is the platform, unless a caller names a server being
// checked before it is saved. Each such sentence is two messages, one per
// case, rather than a noun phrase glued into one: "The platform" / "The
// server at …" start some sentences, capitalising a placeholder does not
// work in every language, and one form of a noun does not fit every place in
// a sentence. (Not a `select`: the lint config blocklists it.)
import { defineMessages, type Message } from '@shared/i18n/messages'

import { say } from '../i18n'

/** Who a request asked: the platform, or the server at an address being checked. */
export type Asked = 'platform' | { serverAt: string }

export const apiMessages = defineMessages({
  noServerYet: {
    id: 'api.error.noServerYet',
    defaultMessage: 'No platform server is set up yet. Connect to your platform first.',
    description:
      'Error: a request was made before any server address was set up (first run, or after the server was forgotten).'
  },
  notSignedInFirst: {
    id: 'api.error.notSignedInFirst',
    defaultMessage: 'You are not signed in. Please sign in first.',
    description: 'Error: a request that needs the sign-in was made while signed out.'
  },
  requestCancelled: {
    id: 'api.error.requestCancelled',
    defaultMessage: 'The request was cancelled.',
    description: 'Error: a request to the platform was cancelled before it finished.'
  },
  signInNeeded: {
    id: 'api.error.signInNeeded',
    defaultMessage: 'The platform needs you to be signed in for this. Sign in and try again.',
    description: 'Error: the platform answered 401 to a request that carried no sign-in.'
  },
  sessionExpired: {
    id: 'api.error.sessionExpired',
    defaultMessage: 'Your session has expired — please sign in again.',
    description: 'Error: the platform answered 401 to a request that carried the sign-in token.'
  },
  retryAfterSeconds: {
    id: 'api.error.retryAfterSeconds',
    defaultMessage:
      'The platform is receiving too many requests. Try again in {count, plural, one {# second} other {# seconds}}.',
    description:
      'Error: the platform answered 429 (rate limited) and said when to try again. {count} is the wait in seconds (under 90).'
  },
  retryAfterMinutes: {
    id: 'api.error.retryAfterMinutes',
    defaultMessage:
      'The platform is receiving too many requests. Try again in {count, plural, one {# minute} other {# minutes}}.',
    description:
      'Error: the platform answered 429 (rate limited) and said when to try again. {count} is the wait in whole minutes (under 90).'
  },
  retryAfterHours: {
    id: 'api.error.retryAfterHours',
    defaultMessage:
      'The platform is receiving too many requests. Try again in about {count, plural, one {# hour} other {# hours}}.',
    description:
      'Error: the platform answered 429 (rate limited) and said when to try again. {count} is the wait rounded to hours (under a day).'
  },
  retryAfterTomorrow: {
    id: 'api.error.retryAfterTomorrow',
    defaultMessage: 'The platform is receiving too many requests. Try again tomorrow or later.',
    description: 'Error: the platform answered 429 (rate limited) and asked to wait a day or more.'
  },
  tooManyRequests: {
    id: 'api.error.tooManyRequests',
    defaultMessage: 'The platform is receiving too many requests. Try again in a little while.',
    description: 'Error: the platform answered 429 (rate limited) without saying how long to wait.'
  },
  serverProblem: {
    id: 'api.error.serverProblem',
    defaultMessage: 'The platform had a problem ({status}). Try again in a moment.',
    description: 'Error: the platform answered with a 5xx status. {status} is the HTTP status code, e.g. 503.'
  },
  badRequest: {
    id: 'api.error.badRequest',
    defaultMessage: 'The platform rejected the request (400).',
    description: 'Error: the platform answered 400 Bad Request.'
  },
  unexpectedStatus: {
    id: 'api.error.unexpectedStatus',
    defaultMessage: 'The platform answered with an unexpected status ({status}).',
    description:
      'Error: the platform answered with an HTTP status the app has no sentence for. {status} is the HTTP status code.'
  },
  withServerSaid: {
    id: 'api.error.withServerSaid',
    defaultMessage: '{sentence} The platform said: “{said}”',
    description:
      'Error: one of the request error sentences ({sentence}, already a whole sentence) followed by what the platform itself said ({said}, its own text, untranslated).'
  },
  forbidden: {
    id: 'api.error.forbidden',
    defaultMessage: 'The platform refused access to this. Your account may not have permission.',
    description: 'Error: the platform answered 403 Forbidden.'
  },
  notFound: {
    id: 'api.error.notFound',
    defaultMessage: 'The platform could not find what was asked for.',
    description: 'Error: the platform answered 404 Not Found.'
  },
  methodNotAllowed: {
    id: 'api.error.methodNotAllowed',
    defaultMessage: 'The server refused this kind of request (405).',
    description: 'Error: the platform answered 405 Method Not Allowed.'
  },
  conflict: {
    id: 'api.error.conflict',
    defaultMessage: 'The platform refused the request because it conflicts with its current state (409).',
    description: 'Error: the platform answered 409 Conflict.'
  },
  gone: {
    id: 'api.error.gone',
    defaultMessage: 'The platform says this is gone for good (410).',
    description: 'Error: the platform answered 410 Gone.'
  },
  tooLarge: {
    id: 'api.error.tooLarge',
    defaultMessage: 'The platform refused the request as too large (413).',
    description: 'Error: the platform answered 413 Payload Too Large.'
  },
  unsupportedFormat: {
    id: 'api.error.unsupportedFormat',
    defaultMessage: 'The platform does not accept the format of this request (415).',
    description: 'Error: the platform answered 415 Unsupported Media Type.'
  },
  unprocessable: {
    id: 'api.error.unprocessable',
    defaultMessage: 'The platform could not process the request (422).',
    description: 'Error: the platform answered 422 Unprocessable Entity.'
  },
  farTooLargePlatform: {
    id: 'api.error.farTooLargePlatform',
    defaultMessage: 'The platform sent a response that was far too large.',
    description: 'Error: the answer to a request was over the size limit. The platform was asked.'
  },
  farTooLargeServer: {
    id: 'api.error.farTooLargeServer',
    defaultMessage: 'The server at {address} sent a response that was far too large.',
    description:
      'Error: the answer to a request was over the size limit. A server address was being checked before it is saved; {address} is that address.'
  },
  noAnswerInTimePlatform: {
    id: 'api.error.noAnswerInTimePlatform',
    defaultMessage: 'The platform did not answer in time. Check your connection and try again.',
    description: 'Error: a request timed out. The platform was asked.'
  },
  noAnswerInTimeServer: {
    id: 'api.error.noAnswerInTimeServer',
    defaultMessage: 'The server at {address} did not answer in time. Check your connection and try again.',
    description:
      'Error: a request timed out. A server address was being checked before it is saved; {address} is that address.'
  },
  certificateFailedPlatform: {
    id: 'api.error.certificateFailedPlatform',
    defaultMessage:
      'The secure connection to the platform failed: its certificate is not trusted or does not match. Check the address, or ask your administrator.',
    description: 'Error: the TLS certificate was refused. The platform was asked.'
  },
  certificateFailedServer: {
    id: 'api.error.certificateFailedServer',
    defaultMessage:
      'The secure connection to the server at {address} failed: its certificate is not trusted or does not match. Check the address, or ask your administrator.',
    description:
      'Error: the TLS certificate was refused. A server address was being checked before it is saved; {address} is that address.'
  },
  unreachablePlatform: {
    id: 'api.error.unreachablePlatform',
    defaultMessage: 'Could not reach the platform. Check the address and your connection.',
    description: 'Error: the server could not be reached (no network, wrong name, refused). The platform was asked.'
  },
  unreachableServer: {
    id: 'api.error.unreachableServer',
    defaultMessage: 'Could not reach the server at {address}. Check the address and your connection.',
    description:
      'Error: the server could not be reached (no network, wrong name, refused). A server address was being checked before it is saved; {address} is that address.'
  },
  talkingFailedPlatform: {
    id: 'api.error.talkingFailedPlatform',
    defaultMessage: 'Something went wrong while talking to the platform. Please try again.',
    description: 'Error: a request failed in a way no other sentence names. The platform was asked.'
  },
  talkingFailedServer: {
    id: 'api.error.talkingFailedServer',
    defaultMessage: 'Something went wrong while talking to the server at {address}. Please try again.',
    description:
      'Error: a request failed in a way no other sentence names. A server address was being checked before it is saved; {address} is that address.'
  },
  answerTooComplexPlatform: {
    id: 'api.error.answerTooComplexPlatform',
    defaultMessage:
      'The platform sent an answer Platform Desktop could not read (it may be too large or too complex). Try again later.',
    description: 'Error: reading the answer gave up (too large or too deeply nested). The platform was asked.'
  },
  answerTooComplexServer: {
    id: 'api.error.answerTooComplexServer',
    defaultMessage:
      'The server at {address} sent an answer Platform Desktop could not read (it may be too large or too complex). Try again later.',
    description:
      'Error: reading the answer gave up (too large or too deeply nested). A server address was being checked before it is saved; {address} is that address.'
  },
  webPageNotDataPlatform: {
    id: 'api.error.webPageNotDataPlatform',
    defaultMessage:
      'The platform sent a web page where data was expected. The server address may be wrong, or a proxy is in the way.',
    description: 'Error: the answer was an HTML page instead of JSON. The platform was asked.'
  },
  webPageNotDataServer: {
    id: 'api.error.webPageNotDataServer',
    defaultMessage:
      'The server at {address} sent a web page where data was expected. The server address may be wrong, or a proxy is in the way.',
    description:
      'Error: the answer was an HTML page instead of JSON. A server address was being checked before it is saved; {address} is that address.'
  },
  cutOffOrMalformedPlatform: {
    id: 'api.error.cutOffOrMalformedPlatform',
    defaultMessage: 'The platform sent a response that could not be read (it was cut off or malformed). Try again.',
    description: 'Error: the answer was not valid JSON. The platform was asked.'
  },
  cutOffOrMalformedServer: {
    id: 'api.error.cutOffOrMalformedServer',
    defaultMessage:
      'The server at {address} sent a response that could not be read (it was cut off or malformed). Try again.',
    description:
      'Error: the answer was not valid JSON. A server address was being checked before it is saved; {address} is that address.'
  },
  redirectDowngrade: {
    id: 'api.error.redirectDowngrade',
    defaultMessage:
      'The server tried to send Platform Desktop to {target} without encryption (http), so it was not followed — if the platform moved, update the server address in Settings.',
    description:
      'Error: the server redirected from https to http, which is refused. {target} is the address it redirected to.'
  },
  redirectDowngradeUnnamed: {
    id: 'api.error.redirectDowngradeUnnamed',
    defaultMessage:
      'The server tried to send Platform Desktop to another address without encryption (http), so it was not followed — if the platform moved, update the server address in Settings.',
    description:
      'Error: the server redirected from https to http, which is refused; the address it redirected to is not known.'
  },
  tooManyRedirects: {
    id: 'api.error.tooManyRedirects',
    defaultMessage:
      'The server redirected Platform Desktop more than {max, plural, one {# time} other {# times}}, so it stopped. Check the server address in Settings.',
    description: 'Error: too many redirects in a row. {max} is the number of redirects followed at most.'
  },
  redirectCrossOrigin: {
    id: 'api.error.redirectCrossOrigin',
    defaultMessage:
      'The server tried to send Platform Desktop to {target} — if the platform moved, update the server address in Settings.',
    description:
      'Error: the server redirected to another site, which is refused. {target} is the address it redirected to.'
  },
  redirectCrossOriginUnnamed: {
    id: 'api.error.redirectCrossOriginUnnamed',
    defaultMessage:
      'The server tried to send Platform Desktop to another address — if the platform moved, update the server address in Settings.',
    description:
      'Error: the server redirected to another site, which is refused; the address it redirected to is not known.'
  },
  redirectRefused: {
    id: 'api.error.redirectRefused',
    defaultMessage:
      'The server tried to send Platform Desktop to another address, which was not followed — if the platform moved, update the server address in Settings.',
    description: 'Error: the server redirected somewhere, which is refused; the address it redirected to is not known.'
  }
})

/** A 429 with a Retry-After we could read: a wait a person can picture ("in 30 seconds", "in about 2 hours", "tomorrow or later"). */
export function retryAfter(seconds: number): string {
  if (seconds < 90) return say(apiMessages.retryAfterSeconds, { count: seconds })
  if (seconds < 90 * 60) return say(apiMessages.retryAfterMinutes, { count: Math.round(seconds / 60) })
  if (seconds < 24 * 3600) return say(apiMessages.retryAfterHours, { count: Math.round(seconds / 3600) })
  return say(apiMessages.retryAfterTomorrow)
}

/** Our sentence for each 4xx we know; the server's own words follow it. */
const CLIENT_ERRORS: Readonly<Record<number, Message>> = {
  403: apiMessages.forbidden,
  404: apiMessages.notFound,
  405: apiMessages.methodNotAllowed,
  409: apiMessages.conflict,
  410: apiMessages.gone,
  413: apiMessages.tooLarge,
  415: apiMessages.unsupportedFormat,
  422: apiMessages.unprocessable
}

/** Our sentence for a 4xx, or null when we have none for that status. */
export function clientError(status: number): string | null {
  const message = CLIENT_ERRORS[status]
  return message ? say(message) : null
}

/** The sentence naming the platform, or the one naming the server being checked. */
const sayAsked = (platform: Message, server: Message, asked: Asked) =>
  asked === 'platform' ? say(platform) : say(server, { address: asked.serverAt })

export const farTooLarge = (asked: Asked) =>
  sayAsked(apiMessages.farTooLargePlatform, apiMessages.farTooLargeServer, asked)
export const noAnswerInTime = (asked: Asked) =>
  sayAsked(apiMessages.noAnswerInTimePlatform, apiMessages.noAnswerInTimeServer, asked)
export const certificateFailed = (asked: Asked) =>
  sayAsked(apiMessages.certificateFailedPlatform, apiMessages.certificateFailedServer, asked)
export const unreachable = (asked: Asked) =>
  sayAsked(apiMessages.unreachablePlatform, apiMessages.unreachableServer, asked)
/** A request that failed in a way none of the above names. */
export const talkingFailed = (asked: Asked) =>
  sayAsked(apiMessages.talkingFailedPlatform, apiMessages.talkingFailedServer, asked)
/** The body reader gave up on the body (its worker failed or timed out). */
export const answerTooComplex = (asked: Asked) =>
  sayAsked(apiMessages.answerTooComplexPlatform, apiMessages.answerTooComplexServer, asked)
export const webPageNotData = (asked: Asked) =>
  sayAsked(apiMessages.webPageNotDataPlatform, apiMessages.webPageNotDataServer, asked)
export const cutOffOrMalformed = (asked: Asked) =>
  sayAsked(apiMessages.cutOffOrMalformedPlatform, apiMessages.cutOffOrMalformedServer, asked)

/** A redirect from https to http, refused. */
export const redirectDowngrade = (target: string | null) =>
  target === null ? say(apiMessages.redirectDowngradeUnnamed) : say(apiMessages.redirectDowngrade, { target })
/** A redirect to another origin, refused. */
export const redirectCrossOrigin = (target: string | null) =>
  target === null ? say(apiMessages.redirectCrossOriginUnnamed) : say(apiMessages.redirectCrossOrigin, { target })
