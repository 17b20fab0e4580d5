// The update state machine, plain code: idle → checking → available →
// downloading(progress) → ready | not-available | error. It is fed
// electron-updater's own events and keeps its ground when electron-updater
// repeats itself: a second check while downloading (or once an update is
// ready) emits "checking-for-update" and "update-available" again, and must
// not send the progress back to zero or hide "Restart to update".

export type MachineEvent =
  | { type: 'checking' }
  | { type: 'available'; version: string }
  | { type: 'not-available' }
  | { type: 'download-started' }
  | { type: 'progress'; percent: number; transferred: number; total: number; bytesPerSecond: number }
  | { type: 'downloaded'; version: string }
  | { type: 'error'; message: string }

export type MachineState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'not-available' }
  | { phase: 'available'; version: string }
  | {
      phase: 'downloading'
      version: string | null
      percent: number
      transferred: number
      total: number
      bytesPerSecond: number
    }
  | { phase: 'ready'; version: string }
  | { phase: 'error'; message: string; during: 'check' | 'download'; version: string | null }

const versionOf = (state: MachineState): string | null => ('version' in state ? state.version : null)

export function reduce(state: MachineState, event: MachineEvent): MachineState {
  const busy = state.phase === 'downloading' || state.phase === 'ready'
  switch (event.type) {
    case 'checking':
      return busy ? state : { phase: 'checking' }
    case 'available':
      // The same version again while it downloads or waits to install: nothing new.
      if (busy && (versionOf(state) === null || versionOf(state) === event.version))
        return state.phase === 'downloading' ? { ...state, version: event.version } : state
      return { phase: 'available', version: event.version }
    case 'not-available':
      return busy ? state : { phase: 'not-available' }
    case 'download-started':
      if (state.phase === 'downloading' || state.phase === 'ready') return state
      return {
        phase: 'downloading',
        version: versionOf(state),
        percent: 0,
        transferred: 0,
        total: 0,
        bytesPerSecond: 0
      }
    case 'progress':
      if (state.phase === 'ready') return state
      return {
        phase: 'downloading',
        version: versionOf(state),
        percent: Math.max(0, Math.min(100, event.percent)),
        transferred: event.transferred,
        total: event.total,
        bytesPerSecond: event.bytesPerSecond
      }
    case 'downloaded':
      return { phase: 'ready', version: event.version }
    case 'error':
      // A failed re-check does not take away an update that is ready to install.
      if (state.phase === 'ready') return state
      return {
        phase: 'error',
        message: event.message,
        during: state.phase === 'downloading' ? 'download' : 'check',
        version: versionOf(state)
      }
  }
}
