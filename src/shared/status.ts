// View models of platform status: every watched service normalised to one
// of five states, whatever the platform's body looked like.

export const serviceStates = ['operational', 'maintenance', 'degraded', 'down', 'unknown'] as const
export type ServiceState = (typeof serviceStates)[number]

export interface TimeWindow {
  /** As the platform wrote them (usually ISO); the renderer shows local time. */
  start: string | null
  end: string | null
}

export interface ServiceStatusModel {
  id: string
  name: string
  state: ServiceState
  /** The platform's own words about it. */
  message: string | null
  window: TimeWindow | null
  /** Maintenance is announced for later; the service is fine until then. */
  upcoming: boolean
  /**
   * Since when it has been in this state: the platform's own time when it
   * gives one, else (for a problem) when this run of the app first saw it.
   */
  since: string | null
  /** Why it could not be checked (a 503, a web page, a timeout…); the state is then 'unknown'. */
  problem: string | null
  /** Everything the platform sent, bounded, for a details disclosure. */
  raw: unknown
  checkedAt: string
}

export interface StatusSnapshot {
  services: ServiceStatusModel[]
  /** When the last check finished. */
  checkedAt: string | null
  checking: boolean
  /** Why the list of services could not be read (user-added ids are still checked). */
  listProblem: string | null
  /**
   * The server could not be reached (the one connectivity state, decided in
   * main from every request): the services and checkedAt are what was seen
   * last. Absent or null: reachable.
   */
  unreachable?: { since: string; lastReachedAt: string | null } | null
  /** Ids added in Settings that the platform does not know (it answered 404): not services, so never a problem. Absent: none. */
  unknownIds?: string[]
  /** Each service's last 90 days, by service id (main's status-history.ts). Absent: none kept. */
  history?: Record<string, ServiceHistoryModel>
}

/** A day's bar: the worst state seen that day; 'none' when nothing was seen (before the first check, out of reach). */
export const historyDayStates = ['operational', 'maintenance', 'degraded', 'down', 'none'] as const
export type HistoryDayState = (typeof historyDayStates)[number]

/**
 * A service whose state changed since the person last looked at Status (main's status-looks.ts): from the state it
 * was in then to the one it is in now, at the time of that change. "No data" is never a state here: a time out of
 * reach says nothing about the service.
 */
export interface StatusChangeModel {
  id: string
  from: ServiceDayState
  to: ServiceDayState
  at: string
}
export type ServiceDayState = Exclude<HistoryDayState, 'none'>

/** The days a service's history shows. */
export const HISTORY_DAYS = 90

export interface ServiceHistoryModel {
  /** The first day shown, in the person's time zone: "2026-09-01". */
  from: string
  /** HISTORY_DAYS days, oldest first; the last is today. */
  days: HistoryDayState[]
  /** The share (0–1) of the time seen over those days that it was operational or under maintenance; null: none seen. */
  available: number | null
}

export interface PlatformUpdateItem {
  key: string
  title: string
  date: string | null
  body: string | null
  url: string | null
  tags: string[]
}

/** GET /v1/other/updates/{limit} as main's reader makes it (src/main/features/status/read-platform-updates.ts). */
export interface PlatformUpdatesRead {
  limit: number
  items: PlatformUpdateItem[]
  other: unknown
}

/** An update as the page shows it: the mark main knows it by, and whether it arrived since the person last looked. */
export interface ShownUpdate extends PlatformUpdateItem {
  /** Main's own name for it (a hash: no platform text), sent back when it has been seen. */
  mark: string
  /** New to the account asking: not among the updates it has seen, nor older than the newest it has seen. */
  fresh: boolean
}

export interface PlatformUpdatesModel {
  limit: number
  items: ShownUpdate[]
  other: unknown
}

/** How many of the platform's updates the account has not seen yet (the Updates view's count in the navigation and the Go menu). */
export interface UnseenUpdates {
  unseen: number
}

/** The most marks the page sends back as seen at once: the Updates view shows at most MAX_PLATFORM_UPDATES_LIMIT. */
export const MAX_SEEN_MARKS_PER_CALL = 100

export const DEFAULT_PLATFORM_UPDATES_LIMIT = 10
export const MAX_PLATFORM_UPDATES_LIMIT = 100
