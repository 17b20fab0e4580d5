// Exporting diagnostics: main builds the report and writes it where the
// person chose (a save dialog in the app, a chosen path in tests).
import { writeFile } from 'node:fs/promises'

import type { Notice } from '@shared/notice'
import type { SessionView } from '@shared/session'

import { failure } from '../api/app-failure'
import type { IpcHandlers } from '../ipc/dispatch'
import { lastLogLines } from '../logging/logger'
import type { Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { buildDiagnostics, DIAGNOSTIC_LOG_LINES, type DiagnosticsInput } from './diagnostics'
import { diagnosticsNotSaved, diagnosticsSaved } from './diagnostics-words'

export interface DiagnosticsDeps {
  gather: () => Omit<DiagnosticsInput, 'logLines'>
  logLines: (count: number) => Promise<string[]>
  chooseSavePath: (defaultName: string) => Promise<string | null>
}

/** What the report is built from, gathered at the moment of export. */
export function diagnosticsDeps(from: {
  appVersion: string
  logsDir: string
  settings: SettingsStore
  session: () => SessionView
  scheduler: Scheduler
  scrub: (text: string) => string
  now: () => number
  chooseSavePath: (defaultName: string) => Promise<string | null>
}): DiagnosticsDeps {
  return {
    gather: () => {
      const session = from.session()
      return {
        appVersion: from.appVersion,
        versions: process.versions,
        settings: from.settings.all(),
        session: session.signedIn ? { signedIn: true, method: session.method, persistence: session.persistence } : { signedIn: false },
        jobs: from.scheduler.snapshot(),
        scrub: from.scrub,
        now: from.now()
      }
    },
    logLines: (count) => lastLogLines(from.logsDir, count),
    chooseSavePath: from.chooseSavePath
  }
}

/** Writes the report; the outcome is also told as a notice, since the menu has no other way to answer. */
export async function exportDiagnostics(deps: DiagnosticsDeps, tell: (notice: Omit<Notice, 'id'>) => void = () => undefined): Promise<{ saved: boolean; path: string | null }> {
  const input = deps.gather()
  const name = `platform-desktop-diagnostics-${new Date(input.now).toISOString().slice(0, 10)}.txt`
  const path = await deps.chooseSavePath(name)
  if (!path) return { saved: false, path: null }
  const report = buildDiagnostics({ ...input, logLines: await deps.logLines(DIAGNOSTIC_LOG_LINES) })
  try {
    await writeFile(path, report, { mode: 0o600 })
  } catch (error) {
    const message = diagnosticsNotSaved((error as NodeJS.ErrnoException).code ?? 'error')
    tell({ level: 'error', message })
    throw failure({ kind: 'storage', message })
  }
  tell({ level: 'info', message: diagnosticsSaved(path) })
  return { saved: true, path }
}

export function diagnosticsHandlers(deps: DiagnosticsDeps, tell: (notice: Omit<Notice, 'id'>) => void): Pick<IpcHandlers, 'diagnostics:export'> {
  return { 'diagnostics:export': () => exportDiagnostics(deps, tell) }
}
