// What platform status says: the OS notifications about a service that
// changed, the problems the Status view shows beside a service, and the
// failures of a check. A notification never carries the platform's own
// text (status-changes.ts says why).

/** The title of every status notification. */
export const STATUS_TITLE = 'Platform status'
/** `until` is a time ("14:00"), or null when the window has no end. */
export const underMaintenance = (name: string, until: string | null) => `${name} is under maintenance${until ? ` until ${until}` : ''}.`
export const isDegraded = (name: string) => `${name} is degraded.`
export const isDown = (name: string) => `${name} is down.`
export const maintenancePlanned = (name: string, from: string) => `${name} is operational; maintenance is planned from ${from}.`
export const operationalAgain = (name: string) => `${name} is operational again.`
/** Names a service whose own name and id both read like a link. */
export const A_SERVICE = 'A service'
/** One notification for a check that changed more services than are told one by one. */
export function changesSummary(problems: number, recovered: number): string {
  const parts = [
    problems > 0 ? `${problems} ${problems === 1 ? 'service has' : 'services have'} problems` : null,
    recovered > 0 ? `${recovered} ${recovered === 1 ? 'service is' : 'services are'} operational again` : null
  ].filter(Boolean)
  return `${parts.join('; ')}. Open Status for details.`
}

// Beside a service, or above the list, in the Status view.
export const SERVICE_LIST_UNREADABLE = 'The list of services could not be read.'
export const UNKNOWN_SERVICE_ID = 'The platform does not know this service id.'
/** `reason` is the request's own sentence. */
export const couldNotBeCheckedBecause = (reason: string) => `Could not be checked: ${reason}`
export const COULD_NOT_BE_CHECKED = 'Could not be checked.'
/** Neither the list nor any service could be read; `listProblem` says why not the list. */
export const statusUnchecked = (listProblem: string) => `The platform's status could not be checked: ${listProblem}`
export const CHECK_STOPPED = 'The status check was stopped.'

// The platform's latest updates (its news, not app updates).
export const NO_UPDATES_PUBLISHED = 'This platform does not publish updates.'
/** What the platform sent, as an unreadable answer names it. */
export const THE_LATEST_UPDATES = 'the latest updates'
/** An update the platform sent without a title. */
export const UNTITLED_UPDATE = 'Update'
