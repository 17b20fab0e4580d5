// What the tray says: its tooltip's parts and its menu's labels. tray-model.ts
// puts them together for each state.
import { APP_NAME } from '@shared/app-name'
import { clauseListOptions } from '@shared/i18n/clause-list'
import { defineMessages, type Message } from '@shared/i18n/messages'
import type { ServiceState } from '@shared/status'

import { activeLocale, formats, say } from '../../core/i18n'

export const trayMessages = defineMessages({
  serviceOperational: {
    id: 'tray.menu.service.operational',
    defaultMessage: '{name}: operational',
    description: 'Tray menu: a platform service’s line. {name} is the service’s name (Search).'
  },
  serviceMaintenance: {
    id: 'tray.menu.service.maintenance',
    defaultMessage: '{name}: under maintenance',
    description: 'Tray menu: a platform service’s line. {name} is the service’s name (Search).'
  },
  serviceDegraded: {
    id: 'tray.menu.service.degraded',
    defaultMessage: '{name}: degraded',
    description: 'Tray menu: a platform service’s line. {name} is the service’s name (Search).'
  },
  serviceDown: {
    id: 'tray.menu.service.down',
    defaultMessage: '{name}: down',
    description: 'Tray menu: a platform service’s line. {name} is the service’s name (Search).'
  },
  serviceUnknown: {
    id: 'tray.menu.service.unknown',
    defaultMessage: '{name}: could not be checked',
    description: 'Tray menu: a platform service’s line. {name} is the service’s name (Search).'
  },
  countOperational: {
    id: 'tray.tooltip.count.operational',
    defaultMessage: '{count, plural, one {# operational} other {# operational}}',
    description:
      'Tray tooltip: how many services are operational, e.g. “2 operational”; several are listed with commas (“2 down, 1 not checked”).'
  },
  countMaintenance: {
    id: 'tray.tooltip.count.maintenance',
    defaultMessage: '{count, plural, one {# under maintenance} other {# under maintenance}}',
    description:
      'Tray tooltip: how many services are under maintenance, e.g. “2 under maintenance”; several are listed with commas (“2 down, 1 not checked”).'
  },
  countDegraded: {
    id: 'tray.tooltip.count.degraded',
    defaultMessage: '{count, plural, one {# degraded} other {# degraded}}',
    description:
      'Tray tooltip: how many services are degraded, e.g. “2 degraded”; several are listed with commas (“2 down, 1 not checked”).'
  },
  countDown: {
    id: 'tray.tooltip.count.down',
    defaultMessage: '{count, plural, one {# down} other {# down}}',
    description:
      'Tray tooltip: how many services are down, e.g. “2 down”; several are listed with commas (“2 down, 1 not checked”).'
  },
  countUnknown: {
    id: 'tray.tooltip.count.unknown',
    defaultMessage: '{count, plural, one {# not checked} other {# not checked}}',
    description:
      'Tray tooltip: how many services are could not be checked, e.g. “2 not checked”; several are listed with commas (“2 down, 1 not checked”).'
  },
  signedOut: {
    id: 'tray.tooltip.signedOut',
    defaultMessage: 'Signed out',
    description: 'Tray tooltip, after the app’s name, while nobody is signed in.'
  },
  checking: {
    id: 'tray.noServices.checking',
    defaultMessage: 'Checking the platform…',
    description: 'Tray tooltip and menu line while the first status check runs and no service is listed yet.'
  },
  notChecked: {
    id: 'tray.noServices.notChecked',
    defaultMessage: 'Platform status not checked yet',
    description: 'Tray tooltip and menu line before any status check has listed a service.'
  },
  allOperational: {
    id: 'tray.tooltip.allOperational',
    defaultMessage: '{count, plural, one {The service is operational} other {All # services operational}}',
    description:
      'Tray tooltip, after the app’s name, when every platform service works. {count} is how many services there are.'
  },
  unreadInTooltip: {
    id: 'tray.tooltip.unread',
    defaultMessage: '{count, plural, one {# unread notification} other {# unread notifications}}',
    description: 'Tray tooltip part: how many notifications are unread.'
  },
  open: {
    id: 'tray.menu.open',
    defaultMessage: 'Open Platform Desktop',
    description: 'Tray menu item: shows the app’s window.'
  },
  checkNow: {
    id: 'tray.menu.checkNow',
    defaultMessage: 'Check now',
    description: 'Tray menu item: checks the platform’s status at once.'
  },
  checkingNow: {
    id: 'tray.menu.checkingNow',
    defaultMessage: 'Checking…',
    description: 'Tray menu item (greyed out) while a status check runs.'
  },
  unreadInMenu: {
    id: 'tray.menu.unread',
    defaultMessage: 'Notifications ({count, number} unread)',
    description:
      'Tray menu item: opens the Notifications view. {count} is how many notifications are unread (1 or more).'
  },
  restartToUpdate: {
    id: 'tray.menu.restartToUpdate',
    defaultMessage: 'Restart to update',
    description: 'Tray menu item once an update is downloaded: restarts to install it.'
  },
  signOut: { id: 'tray.menu.signOut', defaultMessage: 'Sign out', description: 'Tray menu item: signs out.' },
  accountLabel: {
    id: 'tray.account.label',
    defaultMessage: '{name} · {host}',
    description:
      'How the tray and OS notifications name an account: {name} is the username, {host} the server. Keep the middle dot or use your language’s separator.'
  },
  accountUnread: {
    id: 'tray.menu.accountUnread',
    defaultMessage: '{account}: {count, plural, one {# unread} other {# unread}}',
    description:
      'Tray menu line per account while several are signed in: {account} is “username · host”, {count} its unread notifications.'
  },
  cannotReach: {
    id: 'tray.cannotReach',
    defaultMessage: 'Can’t reach {hosts}',
    description:
      'Tray tooltip and menu line: the app cannot reach the platform’s server(s) {hosts} (e.g. “platform.example.com”) — the connection, not the platform’s services.'
  },
  cannotReachLastSeen: {
    id: 'tray.cannotReachLastSeen',
    defaultMessage: 'Can’t reach {hosts}; last seen: {summary}',
    description:
      'Tray tooltip: the app cannot reach the server(s) {hosts}; {summary} is the platform’s status as last seen (“All 6 services operational”, “1 degraded, 1 under maintenance”).'
  },
  serverSummary: {
    id: 'tray.menu.serverSummary',
    defaultMessage: '{host}: {summary}',
    description:
      'Tray menu line per server while the accounts are on several: {host} is the server, {summary} its status in words (“All 4 services operational”, “1 down”).'
  },
  degradedFor: {
    id: 'tray.problem.degradedFor',
    defaultMessage: '{name} degraded for {duration}',
    description:
      'Tray tooltip and menu line: a service (its name, “API”) has been degraded for {duration} (“12 min”, “3 hr”, “2 days”), by the last check.'
  },
  downFor: {
    id: 'tray.problem.downFor',
    defaultMessage: '{name} down for {duration}',
    description:
      'Tray tooltip and menu line: a service (its name, “API”) has been down for {duration} (“12 min”, “3 hr”, “2 days”), by the last check.'
  },
  quit: { id: 'tray.menu.quit', defaultMessage: 'Quit Platform Desktop', description: 'Tray menu item: quits the app.' }
})

/** The first part of the tooltip: the product's name, the same in every language. */
export { APP_NAME }
/** A service's line in the menu: "Search: degraded". */
const SERVICE_LINES: Record<ServiceState, Message> = {
  operational: trayMessages.serviceOperational,
  maintenance: trayMessages.serviceMaintenance,
  degraded: trayMessages.serviceDegraded,
  down: trayMessages.serviceDown,
  unknown: trayMessages.serviceUnknown
}

export const serviceLine = (name: string, state: ServiceState) => say(SERVICE_LINES[state], { name })
/** How many services are in a state, in the tooltip: "2 down", "1 not checked". */
const STATE_COUNTS: Record<ServiceState, Message> = {
  operational: trayMessages.countOperational,
  maintenance: trayMessages.countMaintenance,
  degraded: trayMessages.countDegraded,
  down: trayMessages.countDown,
  unknown: trayMessages.countUnknown
}

export const stateCount = (count: number, state: ServiceState) => say(STATE_COUNTS[state], { count })
/** How long a problem has lasted, in the largest unit that fits: "12 min", "3 hr", "2 days" (the locale's short units). */
function duration(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000))
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day']
  return formats.number(value, { style: 'unit', unit, unitDisplay: 'short' })
}
/** A problem and how long it has lasted: "API degraded for 12 min". */
export const problemFor = (name: string, state: 'degraded' | 'down', ms: number) =>
  say(state === 'degraded' ? trayMessages.degradedFor : trayMessages.downFor, { name, duration: duration(ms) })
/** Those counts together, as the language lists measures ("2 down, 1 not checked"). */
export const stateCounts = (counts: readonly string[]) =>
  new Intl.ListFormat(activeLocale().format, clauseListOptions(activeLocale().format)).format(counts)
/** Before the first status check has listed any service. */
export const noServicesYet = (checking: boolean) => say(checking ? trayMessages.checking : trayMessages.notChecked)
export const checkNow = (checking: boolean) => say(checking ? trayMessages.checkingNow : trayMessages.checkNow)
const hostList = (hosts: readonly string[]) =>
  new Intl.ListFormat(activeLocale().format, clauseListOptions(activeLocale().format)).format(hosts)
/** The connection, not the services: said instead of (or before) the status last seen. */
export const cannotReach = (hosts: readonly string[], lastSeen: string | null) =>
  lastSeen === null
    ? say(trayMessages.cannotReach, { hosts: hostList(hosts) })
    : say(trayMessages.cannotReachLastSeen, { hosts: hostList(hosts), summary: lastSeen })
