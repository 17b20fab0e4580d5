// Service views as main's status readers make them, for tests of what is
// built on them (the tray, status changes, OS notifications): one builder,
// so a field added to ServiceStatusModel is added here once.
import type { ServiceState, ServiceStatusModel, StatusSnapshot } from '../../src/shared/status'

export const CHECKED_AT = '2026-11-22T12:00:00.000Z'

/** A service in `state` with nothing else to say; `overrides` sets the rest. */
export const serviceView = (
  id: string,
  state: ServiceState,
  overrides: Partial<ServiceStatusModel> = {}
): ServiceStatusModel => ({
  id,
  name: id.toUpperCase(),
  state,
  message: null,
  window: null,
  upcoming: false,
  since: null,
  problem: null,
  raw: null,
  checkedAt: CHECKED_AT,
  ...overrides
})

/** A finished check that found `services`. */
export const statusSnapshot = (services: ServiceStatusModel[]): StatusSnapshot => ({
  services,
  checkedAt: CHECKED_AT,
  checking: false,
  listProblem: null
})
