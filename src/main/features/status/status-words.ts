// What platform status says: the OS notifications about a service that
// changed, the problems the Status view shows beside a service, and the
// failures of a check. A notification never carries the platform's own
// text (status-changes.ts says why). Each is a message put into words when
// it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const statusMessages = defineMessages({
  onServer: {
    id: 'status.os.onServer',
    defaultMessage: '{title} — {host}',
    description:
      'Title of a status OS notification while the accounts are on several servers: {title} is its own title, {host} the server it is about.'
  },
  statusTitle: {
    id: 'status.notification.title',
    defaultMessage: 'Platform status',
    description: 'Title of every OS notification about the platform’s status.'
  },
  underMaintenanceUntil: {
    id: 'status.notification.underMaintenanceUntil',
    defaultMessage: '{name} is under maintenance until {until}.',
    description:
      'OS notification: a service went into maintenance. {name} is the service’s name; {until} is when the maintenance ends, a time (“14:00”, “Tue 14:00”) or date.'
  },
  underMaintenance: {
    id: 'status.notification.underMaintenance',
    defaultMessage: '{name} is under maintenance.',
    description: 'OS notification: a service went into maintenance with no end given. {name} is the service’s name.'
  },
  isDegraded: {
    id: 'status.notification.degraded',
    defaultMessage: '{name} is degraded.',
    description: 'OS notification: a service works, but not fully. {name} is the service’s name.'
  },
  isDown: {
    id: 'status.notification.down',
    defaultMessage: '{name} is down.',
    description: 'OS notification: a service stopped working. {name} is the service’s name.'
  },
  maintenancePlanned: {
    id: 'status.notification.maintenancePlanned',
    defaultMessage: '{name} is operational; maintenance is planned from {from}.',
    description:
      'OS notification: a service works, and maintenance is scheduled. {name} is the service’s name; {from} is when it starts, a time (“14:00”, “Tue 14:00”) or date.'
  },
  operationalAgain: {
    id: 'status.notification.operationalAgain',
    defaultMessage: '{name} is operational again.',
    description: 'OS notification: a service works again. {name} is the service’s name.'
  },
  aService: {
    id: 'status.notification.aService',
    defaultMessage: 'A service',
    description:
      'Names a service in the status notifications when its own name reads like a link; stands where a service’s name goes (“A service is down.”).'
  },
  servicesWithProblems: {
    id: 'status.notification.servicesWithProblems',
    defaultMessage: '{count, plural, one {# service has} other {# services have}} problems',
    description:
      'Part of the OS notification for a check that changed many services at once: a whole clause, how many services now have problems ({count}). Shown inside status.notification.summary messages.'
  },
  servicesRecovered: {
    id: 'status.notification.servicesRecovered',
    defaultMessage: '{count, plural, one {# service is} other {# services are}} operational again',
    description:
      'Part of the OS notification for a check that changed many services at once: a whole clause, how many services work again ({count}). Shown inside status.notification.summary messages.'
  },
  summaryBoth: {
    id: 'status.notification.summaryBoth',
    defaultMessage: '{problems}; {recovered}. Open Status for details.',
    description:
      'OS notification for a check that changed many services at once, some for the worse and some back to working. {problems} is the clause “3 services have problems” (status.notification.servicesWithProblems), {recovered} the clause “2 services are operational again” (status.notification.servicesRecovered). “Status” names the Status view.'
  },
  summaryOne: {
    id: 'status.notification.summaryOne',
    defaultMessage: '{change}. Open Status for details.',
    description:
      'OS notification for a check that changed many services at once, all the same way. {change} is the clause “3 services have problems” or “2 services are operational again” (status.notification.servicesWithProblems / servicesRecovered). “Status” names the Status view.'
  },
  serviceListUnreadable: {
    id: 'status.view.serviceListUnreadable',
    defaultMessage: 'The list of services could not be read.',
    description: 'Status view, above the list: the platform’s list of services could not be read.'
  },
  unknownServiceId: {
    id: 'status.view.unknownServiceId',
    defaultMessage: 'The platform does not know this service id.',
    description: 'Status view, beside a service: the platform answered that it does not know this service.'
  },
  couldNotBeCheckedBecause: {
    id: 'status.view.couldNotBeCheckedBecause',
    defaultMessage: 'Could not be checked: {reason}',
    description:
      'Status view, beside a service: its status could not be checked. {reason} is the request error sentence (a whole sentence).'
  },
  couldNotBeChecked: {
    id: 'status.view.couldNotBeChecked',
    defaultMessage: 'Could not be checked.',
    description: 'Status view, beside a service: its status could not be checked, for no reason given.'
  },
  statusUnchecked: {
    id: 'status.view.unchecked',
    defaultMessage: "The platform's status could not be checked: {listProblem}",
    description:
      'Status view: neither the list of services nor any service could be read. {listProblem} is a whole sentence saying why the list could not be read.'
  },
  checkStopped: {
    id: 'status.error.checkStopped',
    defaultMessage: 'The status check was stopped.',
    description: 'Error: a status check was stopped before it finished.'
  },
  noUpdatesPublished: {
    id: 'status.updates.nonePublished',
    defaultMessage: 'This platform does not publish updates.',
    description:
      'Status view, the platform’s latest updates (its news, not app updates): the platform has no such list.'
  },
  updatesUnreadable: {
    id: 'status.updates.unreadable',
    defaultMessage:
      'The platform sent the latest updates in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description:
      'Status view, the platform’s latest updates (its news): the answer had nothing the app could read as updates.'
  },
  updatesTitle: {
    id: 'status.updates.os.title',
    defaultMessage: 'Platform updates',
    description:
      'Title of the OS notification saying the platform published news (its updates, not updates of the app).'
  },
  updatesArrived: {
    id: 'status.updates.os.arrived',
    defaultMessage:
      '{count, plural, one {The platform published an update. Open Updates to read it.} other {The platform published # updates. Open Updates to read them.}}',
    description:
      'OS notification: the platform published news since the last check; {count} how many. “Updates” names the app’s Updates view, which a click opens.'
  },
  untitledUpdate: {
    id: 'status.updates.untitled',
    defaultMessage: 'Update',
    description: 'Status view: the title shown for one of the platform’s updates (its news) sent without a title.'
  }
})
/** `until` is a time ("14:00"), or null when the window has no end. */
export const underMaintenance = (name: string, until: string | null) =>
  until ? say(statusMessages.underMaintenanceUntil, { name, until }) : say(statusMessages.underMaintenance, { name })
/** One notification for a check that changed more services than are told one by one (so at least one of the two counts is above 0). */
export function changesSummary(problems: number, recovered: number): string {
  // Each count is a clause of its own: one message may hold one plural.
  const withProblems = say(statusMessages.servicesWithProblems, { count: problems })
  const back = say(statusMessages.servicesRecovered, { count: recovered })
  if (problems > 0 && recovered > 0) return say(statusMessages.summaryBoth, { problems: withProblems, recovered: back })
  return say(statusMessages.summaryOne, { change: problems > 0 ? withProblems : back })
}
