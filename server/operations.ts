/**
 * The operationIds of api/openapi.yaml, all implemented here. Routes name
 * theirs in their config, and fault rules are keyed by them; a contract test
 * checks this list against the spec.
 */
export const OPERATION_IDS = [
  'listMaintenance',
  'getMaintenance',
  'listUpdates',
  'listUpdatesWithLimit',
  'search',
  'ping',
  'pingLowerCase',
  'login',
  'getTokenInfo',
  'getUserData',
  'getUserActivity',
  'getUserFollowers',
  'getAccountInfo',
  'listNotifications',
  'checkPwnedPassword'
] as const

export type OperationId = (typeof OPERATION_IDS)[number]

export function isOperationId(value: string): value is OperationId {
  return (OPERATION_IDS as readonly string[]).includes(value)
}
