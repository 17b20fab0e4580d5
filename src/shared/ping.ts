// The view model of the last-seen ping.

export interface PingModel {
  /** When the platform last accepted "I am here". */
  lastSuccessAt: string | null
  /** Why the last attempt failed, if it did. */
  lastError: string | null
}
