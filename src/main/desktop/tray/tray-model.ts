// What the tray shows, computed from the app's state by a pure function
// (docs/architecture.md, OS surfaces): the icon state is the worst across watched services, the
// tooltip a one-line summary, the menu a line per service plus actions. The
// Electron adapter only renders this; tests check it for every state.
import type { ServiceState, ServiceStatusModel, StatusSnapshot } from '@shared/status'

import { say } from '../../core/i18n'
import type { TrayState } from './tray-icons'
import {
  APP_NAME,
  cannotReach,
  checkNow,
  noServicesYet,
  problemFor,
  serviceLine,
  stateCount,
  stateCounts,
  trayMessages
} from './tray-words'

export const trayActions = ['check-now', 'open', 'sign-out', 'quit', 'open-notifications', 'restart-to-update'] as const
export type TrayAction = (typeof trayActions)[number]

export type TrayMenuItem =
  | { type: 'item'; id: TrayAction; label: string; enabled: boolean }
  /** A line of information (a service and its state); not clickable. */
  | { type: 'info'; label: string }
  | { type: 'separator' }

export interface TrayModel {
  state: TrayState
  tooltip: string
  items: TrayMenuItem[]
}

export interface TrayInput {
  signedIn: boolean
  /** Every watched server's services together: the icon and tooltip tell the worst of all. */
  status: StatusSnapshot
  /** Each server on its own, by host: with more than one, the menu has a line per server instead of one per service. */
  servers?: readonly { host: string; status: StatusSnapshot }[]
  /** The account on screen, "demo · staging.example.com" (issue 36): the tooltip names it while signed in. */
  account?: string | null
  /** Each signed-in account's unread count, while several are signed in. */
  accounts?: readonly { label: string; unread: number }[]
  /** Unread notifications, when known. */
  unread?: number
  /** A line about an update in progress, e.g. "Downloading update: 40%". */
  update?: { line: string; readyToInstall: boolean } | null
  /** Linux: clicks on the icon are unreliable, so the menu carries "Open" first. */
  platform: string
}

export function trayState(input: Pick<TrayInput, 'signedIn' | 'status'>): TrayState {
  if (!input.signedIn) return 'signed-out'
  const states = new Set(input.status.services.map((service) => service.state))
  if (states.has('down') || states.has('degraded')) return 'degraded'
  if (states.has('maintenance')) return 'maintenance'
  if (states.size === 0 || states.has('unknown')) return 'unknown'
  return 'operational'
}

/** The servers out of reach, by host: said as the connection, never counted as services in trouble. */
const outOfReach = (input: TrayInput): string[] =>
  (input.servers ?? []).filter(({ status }) => status.unreachable).map(({ host }) => host)

function summary(input: TrayInput, state: TrayState): string {
  if (state === 'signed-out') return say(trayMessages.signedOut)
  const out = outOfReach(input)
  if (out.length > 0)
    return cannotReach(out, input.status.services.length > 0 ? statusSummary(input.status, state) : null)
  return statusSummary(input.status, state)
}

/** A degraded or down service's problem and how long it had lasted at its check ("API degraded for 12 min"); null when not known. */
function problemLine(service: ServiceStatusModel): string | null {
  if ((service.state !== 'degraded' && service.state !== 'down') || service.since === null) return null
  const lasted = Date.parse(service.checkedAt) - Date.parse(service.since)
  return Number.isNaN(lasted) ? null : problemFor(service.name, service.state, lasted)
}

/** One snapshot in words: all operational, or how many are in each worse state; a lone problem says how long it has lasted. */
function statusSummary(status: StatusSnapshot, state: TrayState): string {
  const { services } = status
  if (services.length === 0) return noServicesYet(status.checking)
  const count = (s: ServiceState) => services.filter((service) => service.state === s).length
  if (state === 'operational') return say(trayMessages.allOperational, { count: services.length })
  const troubled = services.filter((service) => service.state === 'degraded' || service.state === 'down')
  const lone = troubled.length === 1 && troubled[0] ? problemLine(troubled[0]) : null
  const parts = (['down', 'degraded', 'maintenance', 'unknown'] as const)
    .filter((s) => count(s) > 0)
    .map((s) => (lone !== null && (s === 'down' || s === 'degraded') ? lone : stateCount(count(s), s)))
  return stateCounts(parts)
}

/**
 * Windows keeps a tray tooltip in NOTIFYICONDATA.szTip: 128 UTF-16 units with
 * the closing NUL, anything longer cut off wherever it falls (electron/electron
 * shell/browser/ui/win/notify_icon.cc, NotifyIcon::SetToolTip and CopyStringToBuf).
 */
export const WINDOWS_TOOLTIP_UNITS = 127

/** The tooltip as this OS will show it whole: on Windows, cut at a word with an ellipsis, never inside a character. */
export function fitTooltip(text: string, platform: string): string {
  // String length counts UTF-16 units, as szTip does.
  if (platform !== 'win32' || text.length <= WINDOWS_TOOLTIP_UNITS) return text
  const room = WINDOWS_TOOLTIP_UNITS - 1
  let cut = text.slice(0, room)
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  const space = cut.lastIndexOf(' ')
  if (space > room / 2) cut = cut.slice(0, space)
  return `${cut.replace(/[\s\u2014,:]+$/u, '')}…`
}

/**
 * Whether a click on the icon brings the window. Not on macOS: there a left
 * click on an icon with a menu opens the menu and emits 'click' as well
 * (electron/electron shell/browser/ui/tray_icon_cocoa.mm, mouseDown), so the
 * window would jump up behind the menu; the menu has "Open Platform Desktop".
 */
export const clickShowsWindow = (platform: string): boolean => platform !== 'darwin'

export function trayModel(input: TrayInput): TrayModel {
  const state = trayState(input)
  const extras = [
    input.unread ? say(trayMessages.unreadInTooltip, { count: input.unread }) : null,
    input.update?.line ?? null
  ].filter((line): line is string => line !== null)
  // Whose account first, before the status: Windows cuts a long tooltip at its end.
  const account = input.signedIn && input.account ? [input.account] : []
  const tooltip = fitTooltip([APP_NAME, ...account, summary(input, state), ...extras].join(' — '), input.platform)

  const items: TrayMenuItem[] = []
  const openItem: TrayMenuItem = { type: 'item', id: 'open', label: say(trayMessages.open), enabled: true }
  if (input.platform === 'linux') items.push(openItem, { type: 'separator' })
  // Status is public: it is listed signed in or not. Several servers: a line each, in words, rather than every service.
  const servers = input.servers ?? []
  if (servers.length > 1) {
    for (const { host, status } of servers)
      items.push({
        type: 'info',
        label: status.unreachable
          ? cannotReach([host], null)
          : say(trayMessages.serverSummary, {
              host,
              summary: statusSummary(status, trayState({ signedIn: true, status }))
            })
      })
  } else {
    for (const host of outOfReach(input)) items.push({ type: 'info', label: cannotReach([host], null) })
    for (const service of input.status.services)
      items.push({ type: 'info', label: problemLine(service) ?? serviceLine(service.name, service.state) })
    if (input.status.services.length === 0) items.push({ type: 'info', label: noServicesYet(input.status.checking) })
  }
  items.push({ type: 'item', id: 'check-now', label: checkNow(input.status.checking), enabled: !input.status.checking })
  if (input.signedIn && input.unread)
    items.push({
      type: 'item',
      id: 'open-notifications',
      label: say(trayMessages.unreadInMenu, { count: input.unread }),
      enabled: true
    })
  for (const account of input.accounts ?? [])
    if (account.unread > 0)
      items.push({
        type: 'info',
        label: say(trayMessages.accountUnread, { account: account.label, count: account.unread })
      })
  items.push({ type: 'separator' })
  if (input.update) {
    items.push(
      input.update.readyToInstall
        ? { type: 'item', id: 'restart-to-update', label: say(trayMessages.restartToUpdate), enabled: true }
        : { type: 'info', label: input.update.line }
    )
    items.push({ type: 'separator' })
  }
  if (input.platform !== 'linux') items.push(openItem)
  if (input.signedIn) items.push({ type: 'item', id: 'sign-out', label: say(trayMessages.signOut), enabled: true })
  items.push({ type: 'separator' }, { type: 'item', id: 'quit', label: say(trayMessages.quit), enabled: true })
  return { state, tooltip, items }
}
