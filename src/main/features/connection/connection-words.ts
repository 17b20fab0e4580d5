// What choosing the server says: the sentences about the address a person
// types, the check made before it is saved, and the questions main asks
// before it switches or forgets a server while someone is signed in. Each is
// a message put into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'
import type { ConfirmRequest } from '../../desktop/os/os-surfaces'

export const connectionMessages = defineMessages({
  enterAddress: {
    id: 'connection.address.enter',
    defaultMessage: 'Enter the address of your platform server, for example https://platform.example.com.',
    description: 'Error under the server address field: nothing was typed.'
  },
  notAnAddress: {
    id: 'connection.address.notAnAddress',
    defaultMessage: '“{typed}” is not a web address. Use one like https://platform.example.com.',
    description: 'Error under the server address field. {typed} is what the person typed.'
  },
  mustStartWithHttps: {
    id: 'connection.address.mustStartWithHttps',
    defaultMessage: 'The server address must start with https://.',
    description: 'Error under the server address field: the address uses a scheme other than https or http.'
  },
  mustStartWithHttp: {
    id: 'connection.address.mustStartWithHttp',
    defaultMessage: 'The address of a server on this computer must start with http:// or https://.',
    description:
      'Error under the server address field: an address for this computer (localhost) uses a scheme other than http or https (e.g. ftp://).'
  },
  didYouMean: {
    id: 'connection.address.didYouMean',
    defaultMessage:
      'The address must start with https:// (or http:// for a server on this computer). Did you mean {suggestion}?',
    description:
      'Error under the server address field: the start of the address looks like a mistyped https:// or http:// (e.g. htp:// or https:/). {suggestion} is the address as it was probably meant, e.g. https://platform.example.com.'
  },
  noHostName: {
    id: 'connection.address.noHostName',
    defaultMessage: 'The server address has no host name.',
    description: 'Error under the server address field: the address has no host name.'
  },
  noCredentialsInAddress: {
    id: 'connection.address.noCredentialsInAddress',
    defaultMessage: 'Leave the user name and password out of the address; you sign in on the next screen.',
    description: 'Error under the server address field: the address has a user name or password in it.'
  },
  httpsUnlessLocal: {
    id: 'connection.address.httpsUnlessLocal',
    defaultMessage:
      'Use an https:// address. Unencrypted http:// is only allowed for a server on this computer (localhost).',
    description: 'Error under the server address field: an http:// address for a server that is not on this computer.'
  },
  envAddressIgnored: {
    id: 'connection.address.envIgnored',
    defaultMessage: 'PLATFORM_BASE_URL was ignored: {reason}',
    description:
      'Notice at start: the PLATFORM_BASE_URL environment variable (keep its name) holds an address that is not accepted. {reason} is one of the address error sentences (a whole sentence).'
  },
  notPlatformNotJsonData: {
    id: 'connection.check.notPlatformNotJsonData',
    defaultMessage:
      '{baseUrl} answered, but it does not look like a Platform Service API (its answer was not JSON data). Check the address.',
    description:
      'Error when saving a server address: the server answered, but not with JSON data. {baseUrl} is the address.'
  },
  notPlatformNoJson: {
    id: 'connection.check.notPlatformNoJson',
    defaultMessage:
      '{baseUrl} answered, but it does not look like a Platform Service API (it did not answer with JSON). Check the address.',
    description:
      'Error when saving a server address: the server answered with something that is not JSON (a web page, text). {baseUrl} is the address.'
  },
  sendsElsewhere: {
    id: 'connection.check.sendsElsewhere',
    defaultMessage:
      '{baseUrl} sends Platform Desktop to {target}, which was not followed. If your platform moved there, enter that address instead.',
    description:
      'Error when saving a server address: it redirects to another address. {baseUrl} is the address typed, {target} where it redirects.'
  },
  sendsElsewhereHttp: {
    id: 'connection.check.sendsElsewhereHttp',
    defaultMessage:
      '{baseUrl} sends Platform Desktop to {target}, which was not followed. If your platform moved there, enter that address instead (it must use https://).',
    description:
      'Error when saving a server address: it redirects to an unencrypted http:// address. {baseUrl} is the address typed, {target} where it redirects.'
  },
  checkCancelled: {
    id: 'connection.check.cancelled',
    defaultMessage: 'The check of the server address was cancelled.',
    description:
      'Error of a server check the person cancelled (first run and Add account do not show it, but it is kept readable).'
  },
  addressFromEnv: {
    id: 'connection.save.addressFromEnv',
    defaultMessage: 'The server address is set by PLATFORM_BASE_URL, so it cannot be changed here.',
    description:
      'Error in Settings: the server address comes from the PLATFORM_BASE_URL environment variable (keep its name).'
  },
  alreadyAsking: {
    id: 'connection.save.alreadyAsking',
    defaultMessage: 'Platform Desktop is already asking whether to change the server. Answer that question first.',
    description: 'Error: a second change of server was asked for while the question about the first is still open.'
  },
  switchMessage: {
    id: 'connection.switch.message',
    defaultMessage: 'Switch to {host}?',
    description:
      'Dialog asked before switching servers while signed in: the question. {host} is the new server’s host name, e.g. platform.example.com.'
  },
  switchDetail: {
    id: 'connection.switch.detail',
    defaultMessage:
      'You will be signed out of {host}, and this account leaves the list. Your other accounts stay as they are.',
    description:
      'Dialog asked before switching servers while signed in: what going ahead does (the account on screen is signed out and removed; other accounts are kept). {host} is the current server’s host name.'
  },
  switchDetailUnnamed: {
    id: 'connection.switch.detailUnnamed',
    defaultMessage:
      'You will be signed out of your current server, and this account leaves the list. Your other accounts stay as they are.',
    description:
      'Dialog asked before switching servers while signed in: what going ahead does (the account on screen is signed out and removed; other accounts are kept), when the current server has no readable address.'
  },
  switchConfirm: {
    id: 'connection.switch.confirm',
    defaultMessage: 'Switch',
    description: 'Dialog asked before switching servers: the button that goes ahead.'
  },
  forgetMessage: {
    id: 'connection.forget.message',
    defaultMessage: 'Forget {host}?',
    description:
      'Dialog asked before forgetting the server while signed in: the question. {host} is the server’s host name, e.g. platform.example.com.'
  },
  forgetMessageUnnamed: {
    id: 'connection.forget.messageUnnamed',
    defaultMessage: 'Forget your current server?',
    description:
      'Dialog asked before forgetting the server while signed in: the question, when the server has no readable address.'
  },
  forgetDetail: {
    id: 'connection.forget.detail',
    defaultMessage: 'You will be signed out, and Platform Desktop will ask for a server address.',
    description: 'Dialog asked before forgetting the server while signed in: what going ahead does.'
  },
  forgetConfirm: {
    id: 'connection.forget.confirm',
    defaultMessage: 'Forget server',
    description: 'Dialog asked before forgetting the server: the button that goes ahead.'
  }
})
/** The address redirects to another origin (or to http), which is not followed. */
export const sendsElsewhere = (baseUrl: string, target: string, downgrade: boolean) =>
  say(downgrade ? connectionMessages.sendsElsewhereHttp : connectionMessages.sendsElsewhere, { baseUrl, target })
/** The dialog asked before switching servers while signed in; `oldHost` is null when no address is saved. */
export const switchQuestion = (newHost: string, oldHost: string | null): ConfirmRequest => ({
  message: say(connectionMessages.switchMessage, { host: newHost }),
  detail:
    oldHost === null
      ? say(connectionMessages.switchDetailUnnamed)
      : say(connectionMessages.switchDetail, { host: oldHost }),
  confirmLabel: say(connectionMessages.switchConfirm)
})
/** The dialog asked before forgetting the server while signed in; `host` is null when no address is saved. */
export const forgetQuestion = (host: string | null): ConfirmRequest => ({
  message:
    host === null ? say(connectionMessages.forgetMessageUnnamed) : say(connectionMessages.forgetMessage, { host }),
  detail: say(connectionMessages.forgetDetail),
  confirmLabel: say(connectionMessages.forgetConfirm)
})
