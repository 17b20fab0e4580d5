// Exporting diagnostics as a feature: main builds the report and writes it
// where the person chose (a save dialog in the app, a chosen path in tests),
// asked by the page or by the Help menu, which also opens the logs folder. It also takes the page's error
// reports into main's log: scrubbed by the logger, a few a minute at most.
import { writeFile } from 'node:fs/promises'

import type { RequestOf } from '@shared/ipc'
import type { Notice } from '@shared/notice'
import { failure } from '@shared/result'
import type { SessionModel } from '@shared/session'

import type { Feature } from '../../app/feature'
import type { CallContext } from '../../app/feature'
import { say } from '../../core/i18n'
import { lastLogLines, type Logger } from '../../core/logging/logger'
import type { Scheduler } from '../../core/scheduler/scheduler'
import type { ScopedPrefs, SettingsStore } from '../settings/settings-store'
import { listCrashDumps } from './crash-dumps'
import { buildDiagnostics, DIAGNOSTIC_LOG_LINES, type DiagnosticsInput } from './diagnostics'
import { diagnosticsMessages } from './diagnostics-words'
import { createReportLimit } from './report-limit'

/** Enough to see what went wrong and what followed; a page failing in a loop is cut off after these. */
export const RENDERER_REPORTS_PER_MINUTE = 10

export interface DiagnosticsDeps {
  appVersion: string
  logsDir: string
  /** Crashpad's folder (app.getPath('crashDumps')); only names and dates are read from it. */
  crashDumpsDir: string
  logger: Logger
  settings: SettingsStore
  /** What the account on screen and its server chose (the others' never go into a report). */
  shownPrefs: () => ScopedPrefs
  /** What names the accounts not on screen (their ids, servers and hosts): a report never carries them. */
  otherAccounts: () => readonly string[]
  session: () => SessionModel
  scheduler: Scheduler
  scrub: (text: string) => string
  now: () => number
  chooseSavePath: (defaultName: string) => Promise<string | null>
  /** Help → Open logs folder: the OS file manager shows it. */
  showInFolder: (path: string) => void
  /** The outcome is also told as a notice, since the menu has no other way to answer. */
  tell: (notice: Omit<Notice, 'id'>) => void
}

export function createDiagnosticsFeature(deps: DiagnosticsDeps): Feature {
  const exportReport = () => exportDiagnostics(deps)
  const limit = createReportLimit({ max: RENDERER_REPORTS_PER_MINUTE, windowMs: 60_000, now: deps.now })
  const reportRendererError = (report: RequestOf<'diagnostics:report-renderer-error'>, context: CallContext) => {
    const { allowed, dropped } = limit.take()
    if (!allowed) return Promise.resolve(null)
    // The logger scrubs every live secret and anything that looks like a credential, in the message and each field.
    deps.logger.error(
      {
        kind: report.kind,
        sender: context.sender,
        stack: report.stack,
        componentStack: report.componentStack,
        ...(dropped > 0 ? { notLoggedBefore: dropped } : {})
      },
      `renderer error: ${report.message}`
    )
    return Promise.resolve(null)
  }
  return {
    handlers: { 'diagnostics:export': exportReport, 'diagnostics:report-renderer-error': reportRendererError },
    menuCommands: {
      'help:export-diagnostics': () => exportReport().catch(() => undefined),
      'help:open-logs': () => deps.showInFolder(deps.logsDir)
    }
  }
}

/** What the report is built from, gathered at the moment of export. */
function gather(deps: DiagnosticsDeps): Omit<DiagnosticsInput, 'logLines' | 'crashDumps' | 'crashDumpsDir'> {
  const session = deps.session()
  return {
    appVersion: deps.appVersion,
    versions: process.versions,
    settings: deps.settings.all(deps.shownPrefs()),
    session: session.signedIn
      ? { signedIn: true, method: session.method, persistence: session.persistence }
      : { signedIn: false },
    jobs: deps.scheduler.snapshot(),
    scrub: (text) => withoutOthers(deps.scrub(text), deps.otherAccounts()),
    now: deps.now()
  }
}

/** Writes the report, and tells the outcome. */
async function exportDiagnostics(deps: DiagnosticsDeps): Promise<{ saved: boolean; path: string | null }> {
  const input = gather(deps)
  const name = `platform-desktop-diagnostics-${new Date(input.now).toISOString().slice(0, 10)}.txt`
  const path = await deps.chooseSavePath(name)
  if (!path) return { saved: false, path: null }
  const report = buildDiagnostics({
    ...input,
    logLines: await lastLogLines(deps.logsDir, DIAGNOSTIC_LOG_LINES),
    crashDumps: await listCrashDumps(deps.crashDumpsDir),
    crashDumpsDir: deps.crashDumpsDir
  })
  try {
    await writeFile(path, report, { mode: 0o600 })
  } catch (error) {
    const message = say(diagnosticsMessages.notSaved, { code: (error as NodeJS.ErrnoException).code ?? 'error' })
    deps.tell({ level: 'error', message })
    throw failure({ kind: 'storage', message })
  }
  deps.tell({ level: 'info', message: say(diagnosticsMessages.saved, { path }) })
  return { saved: true, path }
}

/**
 * Every mention of another account — in a job's name ("ping:<account id>",
 * "status:<server>"), a log line, anywhere — becomes a placeholder, so a
 * report tells nothing of who else is signed in, or where. Longest first, so
 * a server's address goes before its host name.
 */
function withoutOthers(text: string, others: readonly string[]): string {
  let out = text
  for (const other of [...others].filter((each) => each.length > 0).sort((a, b) => b.length - a.length))
    out = out.replaceAll(other, '[another account]')
  return out
}
