// View models of platform status: every watched service normalised to one
// of five states, whatever the platform's body looked like.

export const serviceStates = ['operational', 'maintenance', 'degraded', 'down', 'unknown'] as const
export type ServiceState = (typeof serviceStates)[number]

export interface TimeWindow {
  /** As the platform wrote them (usually ISO); the renderer shows local time. */
  start: string | null
  end: string | null
}

export interface ServiceStatusView {
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
  services: ServiceStatusView[]
  /** When the last check finished. */
  checkedAt: string | null
  checking: boolean
  /** Why the list of services could not be read (user-added ids are still checked). */
  listProblem: string | null
  /** Ids added in Settings that the platform does not know (it answered 404): not services, so never a problem. Absent: none. */
  unknownIds?: string[]
}

export interface PlatformUpdateItem {
  key: string
  title: string
  date: string | null
  body: string | null
  url: string | null
  tags: string[]
}

export interface PlatformUpdatesView {
  limit: number
  items: PlatformUpdateItem[]
  other: unknown
}

export const DEFAULT_PLATFORM_UPDATES_LIMIT = 10
export const MAX_PLATFORM_UPDATES_LIMIT = 100
