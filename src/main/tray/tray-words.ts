// What the tray says: its tooltip's parts and its menu's labels. tray-model.ts
// puts them together for each state.
import type { ServiceState } from '@shared/status'

/** The first part of the tooltip. */
export const APP_NAME = 'Platform Desktop'
const STATE_WORDS: Record<ServiceState, string> = {
  operational: 'operational',
  maintenance: 'under maintenance',
  degraded: 'degraded',
  down: 'down',
  unknown: 'could not be checked'
}
/** A service's line in the menu: "Search: degraded". */
export const serviceLine = (name: string, state: ServiceState) => `${name}: ${STATE_WORDS[state]}`
/** How many services are in a state, in the tooltip: "2 down", "1 not checked". */
export const stateCount = (count: number, state: ServiceState) => `${count} ${state === 'unknown' ? 'not checked' : STATE_WORDS[state]}`
export const SIGNED_OUT = 'Signed out'
/** Before the first status check has listed any service. */
export const noServicesYet = (checking: boolean) => (checking ? 'Checking the platform…' : 'Platform status not checked yet')
export const allOperational = (count: number) => (count === 1 ? 'The service is operational' : `All ${count} services operational`)
export const unreadInTooltip = (unread: number) => `${unread} unread notification${unread === 1 ? '' : 's'}`

// Menu items.
export const OPEN = 'Open Platform Desktop'
export const checkNow = (checking: boolean) => (checking ? 'Checking…' : 'Check now')
export const unreadInMenu = (unread: number) => `Notifications (${unread} unread)`
export const RESTART_TO_UPDATE = 'Restart to update'
export const SIGN_OUT = 'Sign out'
export const QUIT = 'Quit Platform Desktop'
