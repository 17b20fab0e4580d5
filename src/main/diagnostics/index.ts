// Exporting diagnostics as a feature: main builds the report and writes it
// where the person chose (a save dialog in the app, a chosen path in tests),
// asked by the page or by the Help menu.
import { writeFile } from 'node:fs/promises'

import type { Notice } from '@shared/notice'
import type { SessionView } from '@shared/session'

import { failure } from '../api/app-failure'
import type { Feature } from '../app/feature'
import { lastLogLines } from '../logging/logger'
import type { Scheduler } from '../scheduler/scheduler'
import type { SettingsStore } from '../settings/settings-store'
import { buildDiagnostics, DIAGNOSTIC_LOG_LINES, type DiagnosticsInput } from './diagnostics'
import { diagnosticsNotSaved, diagnosticsSaved } from './diagnostics-words'

export interface DiagnosticsDeps {
  appVersion: string
  logsDir: string
  settings: SettingsStore
  session: () => SessionView
  scheduler: Scheduler
  scrub: (text: string) => string
  now: () => number
  chooseSavePath: (defaultName: string) => Promise<string | null>
  /** The outcome is also told as a notice, since the menu has no other way to answer. */
  tell: (notice: Omit<Notice, 'id'>) => void
}

export interface DiagnosticsFeature extends Feature {
  /** Help → Export diagnostics… */
  exportReport(): Promise<{ saved: boolean; path: string | null }>
}

export function createDiagnosticsFeature(deps: DiagnosticsDeps): DiagnosticsFeature {
  const exportReport = () => exportDiagnostics(deps)
  return { handlers: { 'diagnostics:export': exportReport }, exportReport }
}

/** What the report is built from, gathered at the moment of export. */
function gather(deps: DiagnosticsDeps): Omit<DiagnosticsInput, 'logLines'> {
  const session = deps.session()
  return {
    appVersion: deps.appVersion,
    versions: process.versions,
    settings: deps.settings.all(),
    session: session.signedIn ? { signedIn: true, method: session.method, persistence: session.persistence } : { signedIn: false },
    jobs: deps.scheduler.snapshot(),
    scrub: deps.scrub,
    now: deps.now()
  }
}

/** Writes the report, and tells the outcome. */
async function exportDiagnostics(deps: DiagnosticsDeps): Promise<{ saved: boolean; path: string | null }> {
  const input = gather(deps)
  const name = `platform-desktop-diagnostics-${new Date(input.now).toISOString().slice(0, 10)}.txt`
  const path = await deps.chooseSavePath(name)
  if (!path) return { saved: false, path: null }
  const report = buildDiagnostics({ ...input, logLines: await lastLogLines(deps.logsDir, DIAGNOSTIC_LOG_LINES) })
  try {
    await writeFile(path, report, { mode: 0o600 })
  } catch (error) {
    const message = diagnosticsNotSaved((error as NodeJS.ErrnoException).code ?? 'error')
    deps.tell({ level: 'error', message })
    throw failure({ kind: 'storage', message })
  }
  deps.tell({ level: 'info', message: diagnosticsSaved(path) })
  return { saved: true, path }
}
