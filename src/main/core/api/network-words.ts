// What checking a server address says when the network, not the server,
// failed (map-error.ts picks one): no such name, nothing listening on the
// port, or nobody answering. Each names the host, so a person can tell a typo
// from a platform that is down from a network that drops the packets. Only
// a server being checked before it is saved gets these (first run, Add
// account); requests to the saved platform keep api-words.ts's sentences.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../i18n'

const m = defineMessages({
  noSuchServer: {
    id: 'api.error.network.noSuchServer',
    defaultMessage: 'No server called {host} could be found. Check the address, and that this computer is online.',
    description:
      'Error when checking a server address: the host name could not be resolved (DNS). {host} is the host name, e.g. platform.example.com.'
  },
  refused: {
    id: 'api.error.network.refused',
    defaultMessage: '{host} is not accepting connections on port {port}. Is the platform running there?',
    description:
      'Error when checking a server address: the computer was reached but nothing listens on that port (connection refused). {host} is the host name, {port} the port number (e.g. 443).'
  },
  noAnswerWithin: {
    id: 'api.error.network.noAnswerWithin',
    defaultMessage:
      '{host} did not answer within {seconds, plural, one {# second} other {# seconds}}. Check the address and your connection, and try again.',
    description:
      'Error when checking a server address: nothing answered before the time limit. {host} is the host name, {seconds} how long the app waited.'
  },
  noAnswer: {
    id: 'api.error.network.noAnswer',
    defaultMessage: '{host} did not answer. Check the address and your connection, and try again.',
    description:
      'Error when checking a server address: the connection timed out in the network (the time waited is not known). {host} is the host name.'
  }
})

/** The name could not be resolved. */
export const noSuchServer = (host: string) => say(m.noSuchServer, { host })
/** Reached, but nothing listens on `port` (a string: a port is never grouped like a number). */
export const connectionRefused = (host: string, port: string) => say(m.refused, { host, port })
/** Our own time limit ran out after `seconds`. */
export const noAnswerWithin = (host: string, seconds: number) => say(m.noAnswerWithin, { host, seconds })
/** The network gave up connecting (its own time limit, not ours). */
export const noAnswerFrom = (host: string) => say(m.noAnswer, { host })
