// A process Chromium runs for the app (the GPU, the network service, a
// utility) went away: Electron tells main with app 'child-process-gone'
// (electron/electron docs/api/app.md; renderers have their own
// 'render-process-gone', logged by the window host). Chromium restarts most
// of them itself, so nothing is shown; the log keeps why, for diagnostics.
import type { Logger } from '../../core/logging/logger'

/** The fields Electron's details carry that say what went and why; anything else it adds is not logged. */
export interface ChildProcessGone {
  type: string
  reason: string
  exitCode: number
  name?: string
}

export function logChildProcessGone(logger: Pick<Logger, 'info' | 'error'>, details: ChildProcessGone): void {
  const fields = {
    type: String(details.type),
    reason: String(details.reason),
    exitCode: Number(details.exitCode),
    ...(details.name ? { name: String(details.name) } : {})
  }
  // A clean exit is a process that finished its work.
  if (fields.reason === 'clean-exit') logger.info(fields, 'a child process ended')
  else logger.error(fields, 'a child process went away')
}
