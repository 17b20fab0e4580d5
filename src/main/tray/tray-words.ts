// What the tray says: its tooltip's parts and its menu's labels. tray-model.ts
// puts them together for each state.
import { defineMessages } from '@shared/i18n/messages'
import type { ServiceState } from '@shared/status'

import { say } from '../i18n'

const m = defineMessages({
  serviceLine: {
    id: 'tray.menu.serviceLine',
    defaultMessage: '{name}: {state, select, operational {operational} maintenance {under maintenance} degraded {degraded} down {down} other {could not be checked}}',
    description: 'Tray menu: a line per platform service. {name} is the service’s name (Search); the rest says its state.'
  },
  stateCount: {
    id: 'tray.tooltip.stateCount',
    defaultMessage:
      '{state, select, operational {{count, number} operational} maintenance {{count, number} under maintenance} degraded {{count, number} degraded} down {{count, number} down} other {{count, number} not checked}}',
    description: 'Tray tooltip: how many services are in a state, e.g. “2 down”; several are listed with commas (“2 down, 1 not checked”).'
  },
  signedOut: { id: 'tray.tooltip.signedOut', defaultMessage: 'Signed out', description: 'Tray tooltip, after the app’s name, while nobody is signed in.' },
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
    description: 'Tray tooltip, after the app’s name, when every platform service works. {count} is how many services there are.'
  },
  unreadInTooltip: {
    id: 'tray.tooltip.unread',
    defaultMessage: '{count, plural, one {# unread notification} other {# unread notifications}}',
    description: 'Tray tooltip part: how many notifications are unread.'
  },
  open: { id: 'tray.menu.open', defaultMessage: 'Open Platform Desktop', description: 'Tray menu item: shows the app’s window.' },
  checkNow: { id: 'tray.menu.checkNow', defaultMessage: 'Check now', description: 'Tray menu item: checks the platform’s status at once.' },
  checkingNow: { id: 'tray.menu.checkingNow', defaultMessage: 'Checking…', description: 'Tray menu item (greyed out) while a status check runs.' },
  unreadInMenu: {
    id: 'tray.menu.unread',
    defaultMessage: 'Notifications ({count, number} unread)',
    description: 'Tray menu item: opens the Notifications view. {count} is how many notifications are unread (1 or more).'
  },
  restartToUpdate: { id: 'tray.menu.restartToUpdate', defaultMessage: 'Restart to update', description: 'Tray menu item once an update is downloaded: restarts to install it.' },
  signOut: { id: 'tray.menu.signOut', defaultMessage: 'Sign out', description: 'Tray menu item: signs out.' },
  quit: { id: 'tray.menu.quit', defaultMessage: 'Quit Platform Desktop', description: 'Tray menu item: quits the app.' }
})

/** The first part of the tooltip: the product's name, the same in every language. */
export const APP_NAME = 'Platform Desktop'
/** A service's line in the menu: "Search: degraded". */
export const serviceLine = (name: string, state: ServiceState) => say(m.serviceLine, { name, state })
/** How many services are in a state, in the tooltip: "2 down", "1 not checked". */
export const stateCount = (count: number, state: ServiceState) => say(m.stateCount, { count, state })
export const signedOut = () => say(m.signedOut)
/** Before the first status check has listed any service. */
export const noServicesYet = (checking: boolean) => say(checking ? m.checking : m.notChecked)
export const allOperational = (count: number) => say(m.allOperational, { count })
export const unreadInTooltip = (count: number) => say(m.unreadInTooltip, { count })

// Menu items.
export const open = () => say(m.open)
export const checkNow = (checking: boolean) => say(checking ? m.checkingNow : m.checkNow)
export const unreadInMenu = (count: number) => say(m.unreadInMenu, { count })
export const restartToUpdate = () => say(m.restartToUpdate)
export const signOut = () => say(m.signOut)
export const quit = () => say(m.quit)
