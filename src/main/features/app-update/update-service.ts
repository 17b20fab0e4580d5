// Auto-update behind an adapter: electron-updater in the app (its generic
// provider), a fake that emits electron-updater's real event sequence in
// tests. A check runs once the window is up and every 6 hours on the one
// scheduler; the person chooses "download automatically", "ask first" or
// "off"; a downloaded update installs on quit, or at once with "Restart to
// update". Errors are shown quietly with Retry, never a modal loop.
import type { AppUpdateModel } from '@shared/app-update'
import type { UpdateMode } from '@shared/settings'

import { say } from '../../core/i18n'
import type { JobControl, Scheduler } from '../../core/scheduler/scheduler'
import { type MachineEvent, type MachineState, reduce } from './update-machine'
import { isUpdateRefusal } from './update-refusal'
import { availableLine, downloadingLine, readyLine, updateFailed, updateMessages } from './update-words'

export const UPDATE_INTERVAL_MS = 6 * 60 * 60_000

/** What we use of electron-updater's AppUpdater (its real event names and payloads). */
export interface UpdaterPort {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  on(event: 'checking-for-update', listener: () => void): unknown
  on(event: 'update-available' | 'update-not-available', listener: (info: { version: string }) => void): unknown
  on(
    event: 'download-progress',
    listener: (progress: { percent: number; transferred: number; total: number; bytesPerSecond: number }) => void
  ): unknown
  on(event: 'update-downloaded', listener: (event: { version: string }) => void): unknown
  on(event: 'error', listener: (error: Error, message?: string) => void): unknown
  checkForUpdates(): Promise<unknown>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void
  /** Starts a downloaded update's installer now (BaseUpdater.install: NSIS, AppImage, deb); what its quit handler does on 'quit'. */
  install?(isSilent?: boolean, isForceRunAfter?: boolean): boolean
}

export interface UpdateServiceDeps {
  /** null: updates are off in this build (development without PLATFORM_UPDATE_FORCE). */
  updater: UpdaterPort | null
  scheduler: Scheduler
  mode: () => UpdateMode
  now: () => number
  scrub: (text: string) => string
  publish: (view: AppUpdateModel) => void
}

/** electron-updater's messages carry stacks and URLs; people get one calm line. */
function shortReason(error: Error | undefined, scrub: (text: string) => string): string {
  const first =
    scrub(String(error?.message ?? say(updateMessages.unknownError)))
      .split('\n')[0]
      ?.trim() ?? ''
  return first.length > 160 ? `${first.slice(0, 159)}…` : first
}

export class UpdateService {
  readonly job: JobControl
  #state: MachineState = { phase: 'idle' }
  #checkedAt: number | null = null
  readonly #deps: UpdateServiceDeps

  constructor(deps: UpdateServiceDeps) {
    this.#deps = deps
    this.job = deps.scheduler.add({
      id: 'app-update',
      intervalMs: () => UPDATE_INTERVAL_MS,
      // A failed check is retried on the same 6-hour rhythm (Retry is there for the impatient).
      backoffMs: UPDATE_INTERVAL_MS,
      run: () => this.#scheduledCheck()
    })
    const updater = deps.updater
    if (!updater) return
    updater.autoInstallOnAppQuit = true
    updater.autoDownload = deps.mode() === 'auto'
    updater.on('checking-for-update', () => this.#apply({ type: 'checking' }))
    updater.on('update-available', (info) => {
      this.#apply({ type: 'available', version: info.version })
      if (updater.autoDownload) this.#apply({ type: 'download-started' })
    })
    updater.on('update-not-available', () => {
      this.#checkedAt = deps.now()
      this.#apply({ type: 'not-available' })
    })
    updater.on('download-progress', (progress) => this.#apply({ type: 'progress', ...progress }))
    updater.on('update-downloaded', (event) => this.#apply({ type: 'downloaded', version: event.version }))
    updater.on('error', (error) =>
      this.#apply({
        type: 'error',
        // A refusal is already a whole sentence about this update; anything else is electron-updater's message.
        message: isUpdateRefusal(error)
          ? shortReason(error, deps.scrub)
          : updateFailed(this.#state.phase === 'downloading', shortReason(error, deps.scrub))
      })
    )
  }

  view(): AppUpdateModel {
    const state = this.#state
    const mode = this.#deps.mode()
    if (!this.#deps.updater)
      return {
        phase: 'disabled',
        mode,
        version: null,
        progress: null,
        message: say(updateMessages.updatesOff),
        checkedAt: null
      }
    return {
      phase: state.phase,
      mode,
      version: 'version' in state ? state.version : null,
      progress:
        state.phase === 'downloading'
          ? {
              percent: state.percent,
              transferred: state.transferred,
              total: state.total,
              bytesPerSecond: state.bytesPerSecond
            }
          : null,
      message: state.phase === 'error' ? state.message : null,
      checkedAt: this.#checkedAt === null ? null : new Date(this.#checkedAt).toISOString()
    }
  }

  /** The person asked: check now, whatever the mode (except without an updater). */
  async check(): Promise<AppUpdateModel> {
    await this.#check()
    return this.view()
  }

  /** "Download" in ask mode, or Retry after a failed download. */
  async download(): Promise<AppUpdateModel> {
    const updater = this.#deps.updater
    if (!updater || this.#state.phase === 'downloading' || this.#state.phase === 'ready') return this.view()
    this.#apply({ type: 'download-started' })
    // Failures arrive as 'error' events too; the promise is only waited on here.
    await updater.downloadUpdate().catch(() => undefined)
    return this.view()
  }

  restart(): void {
    if (this.#state.phase === 'ready') this.#deps.updater?.quitAndInstall(false, true)
  }

  /**
   * Windows is logging off: the process is killed after 'session-end'
   * without 'quit', where electron-updater would install a downloaded update
   * (BaseUpdater.addQuitHandler, on app 'quit'). So it installs here, silently,
   * as it would have then.
   */
  loggingOff(): void {
    const updater = this.#deps.updater
    if (this.#state.phase === 'ready' && updater?.autoInstallOnAppQuit) updater.install?.(true, false)
  }

  /** Main's words changed language: the view's sentence is said again in it. */
  languageChanged(): void {
    this.#deps.publish(this.view())
  }

  modeChanged(mode: UpdateMode): void {
    if (this.#deps.updater) this.#deps.updater.autoDownload = mode === 'auto'
    this.#deps.publish(this.view())
    if (mode !== 'off') this.job.runNow()
  }

  async #scheduledCheck(): Promise<void> {
    if (this.#deps.mode() === 'off') return
    await this.#check()
    if (this.#state.phase === 'error') throw new Error(this.#state.message)
  }

  async #check(): Promise<void> {
    const updater = this.#deps.updater
    if (!updater) return
    updater.autoDownload = this.#deps.mode() === 'auto'
    // Failures arrive as 'error' events; the rejections carry nothing more, and
    // an automatic download's promise must not become an unhandled rejection.
    const result = (await updater.checkForUpdates().catch(() => null)) as {
      downloadPromise?: Promise<unknown> | null
    } | null
    result?.downloadPromise?.catch(() => undefined)
  }

  #apply(event: MachineEvent): void {
    const next = reduce(this.#state, event)
    if (next === this.#state) return
    this.#state = next
    this.#deps.publish(this.view())
  }
}

/** The tray's line about an update, if there is anything to say. */
export function updateTrayLine(view: AppUpdateModel): { line: string; readyToInstall: boolean } | null {
  if (view.phase === 'downloading')
    return { line: downloadingLine(view.version, Math.floor(view.progress?.percent ?? 0)), readyToInstall: false }
  if (view.phase === 'ready') return { line: readyLine(view.version), readyToInstall: true }
  if (view.phase === 'available' && view.mode === 'ask')
    return { line: availableLine(view.version), readyToInstall: false }
  return null
}
