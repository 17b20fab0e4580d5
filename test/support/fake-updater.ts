// A stand-in for electron-updater's AppUpdater that emits its real event
// sequence with its real payload shapes (see node_modules/electron-updater/
// out/AppUpdater.js): checkForUpdates emits "checking-for-update", then
// "update-not-available" or "update-available" (UpdateInfo) and, with
// autoDownload, starts downloadUpdate; a download emits "download-progress"
// (ProgressInfo) and "update-downloaded" (UpdateInfo + downloadedFile), or
// "error" (error, message) and rejects. A second downloadUpdate while one
// runs returns the same promise, as AppUpdater does.
import { EventEmitter } from 'node:events'

import type { UpdaterPort } from '../../src/main/features/app-update/update-service'

export interface FakeUpdaterScript {
  /** The version the feed offers; null: nothing newer. */
  latest: string | null
  /** Download size in bytes. */
  size?: number
  /** Progress events per download. */
  chunks?: number
  /** Fail the download after this many chunks (the next download succeeds). */
  failAfterChunks?: number
  /** Fail the check itself (e.g. the feed is unreachable). */
  failCheck?: boolean
  /** What a failed check or download emits, instead of Electron's network errors (e.g. the app's own refusals). */
  error?: Error
  /** Milliseconds between progress events; 0: the test advances with step(). */
  chunkDelayMs?: number
}

export class FakeUpdater extends EventEmitter implements UpdaterPort {
  autoDownload = true
  autoInstallOnAppQuit = false
  readonly calls: string[] = []
  #download: Promise<string[]> | null = null
  #failNext: number | null
  #waiting: (() => void)[] = []

  constructor(readonly script: FakeUpdaterScript) {
    super()
    this.#failNext = script.failAfterChunks ?? null
  }

  #info() {
    const version = this.script.latest ?? '0.0.0'
    const file = {
      url: `Platform-Desktop-${version}.AppImage`,
      sha512: 'c2hhNTEyLWJhc2U2NA==',
      size: this.script.size ?? 80_000_000
    }
    return { version, files: [file], path: file.url, sha512: file.sha512, releaseDate: '2026-11-22T00:00:00.000Z' }
  }

  async checkForUpdates() {
    this.calls.push('checkForUpdates')
    this.emit('checking-for-update')
    await Promise.resolve()
    if (this.script.failCheck) {
      const error =
        this.script.error ??
        new Error(
          'net::ERR_CONNECTION_REFUSED\n    at SimpleURLLoaderWrapper.<anonymous> (node:electron/js2c/browser_init:2:114720)'
        )
      this.emit('error', error, `Cannot check for updates: ${error.stack ?? ''}`)
      throw error
    }
    const updateInfo = this.#info()
    if (this.script.latest === null) {
      this.emit('update-not-available', updateInfo)
      return { isUpdateAvailable: false, updateInfo, versionInfo: updateInfo }
    }
    this.emit('update-available', updateInfo)
    return {
      isUpdateAvailable: true,
      updateInfo,
      versionInfo: updateInfo,
      downloadPromise: this.autoDownload ? this.downloadUpdate() : null
    }
  }

  downloadUpdate(): Promise<string[]> {
    this.calls.push('downloadUpdate')
    this.#download ??= this.#run().finally(() => {
      this.#download = null
    })
    return this.#download
  }

  install(isSilent?: boolean, isForceRunAfter?: boolean): boolean {
    this.calls.push(`install(${String(isSilent)}, ${String(isForceRunAfter)})`)
    return true
  }

  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.calls.push(`quitAndInstall(${String(isSilent)}, ${String(isForceRunAfter)})`)
  }

  /** Manual mode: lets the next progress event through. */
  step(): void {
    this.#waiting.shift()?.()
  }

  get waitingSteps(): number {
    return this.#waiting.length
  }

  async #run(): Promise<string[]> {
    const total = this.script.size ?? 80_000_000
    const chunks = this.script.chunks ?? 4
    for (let chunk = 1; chunk <= chunks; chunk++) {
      await this.#pause()
      if (this.#failNext !== null && chunk > this.#failNext) {
        this.#failNext = null
        const error = this.script.error ?? new Error('net::ERR_NETWORK_CHANGED')
        this.emit('error', error, error.stack ?? error.message)
        throw error
      }
      const transferred = Math.round((total * chunk) / chunks)
      this.emit('download-progress', {
        total,
        delta: Math.round(total / chunks),
        transferred,
        percent: (transferred / total) * 100,
        bytesPerSecond: 2_500_000
      })
    }
    await this.#pause()
    const downloadedFile = `/tmp/pending/${this.#info().path}`
    this.emit('update-downloaded', { ...this.#info(), downloadedFile })
    return [downloadedFile]
  }

  #pause(): Promise<void> {
    const delay = this.script.chunkDelayMs ?? 0
    if (delay > 0) return new Promise((resolve) => setTimeout(resolve, delay))
    return new Promise((resolve) => this.#waiting.push(resolve))
  }
}
