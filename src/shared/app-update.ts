// What the renderer knows about updates: where the update state machine is
// (src/main/features/app-update/update-machine.ts) and the person's choice.
import type { UpdateMode } from './settings'

export type AppUpdatePhase =
  'disabled' | 'idle' | 'checking' | 'not-available' | 'available' | 'downloading' | 'ready' | 'error'

export interface AppUpdateModel {
  phase: AppUpdatePhase
  mode: UpdateMode
  /** The version on offer, downloading or ready. */
  version: string | null
  /** While downloading. */
  progress: { percent: number; transferred: number; total: number; bytesPerSecond: number } | null
  /** A sentence for 'error' and 'disabled'. */
  message: string | null
  checkedAt: string | null
}
