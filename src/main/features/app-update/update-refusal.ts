// An update the app will not take, and why, in one sentence that the update
// panel shows as it is. electron-updater passes our errors on untouched (it
// emits the same object as 'error'), so the code survives the trip.

export const UPDATE_REFUSED = 'ERR_PLATFORM_UPDATE_REFUSED'

export class UpdateRefusal extends Error {
  readonly code = UPDATE_REFUSED
  override readonly name = 'UpdateRefusal'
}

export function isUpdateRefusal(error: unknown): error is UpdateRefusal {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UPDATE_REFUSED
}
