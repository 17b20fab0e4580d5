// The page's errors, told to main so they reach its log: from the error
// boundary, React's root callbacks and the window's own listeners. Each
// distinct error is told once, and telling can never set off another report:
// a page that fails in a loop sends a bounded number of reports, and main
// limits what it logs besides.
import type { RootOptions } from 'react-dom/client'

import { type RendererErrorKind, type RendererErrorReport, rendererErrorReport } from '@shared/renderer-error'

import { invoke } from '../platform'

/** Past this many distinct errors the page has said enough; the rest would only repeat the first. */
export const MAX_DISTINCT_REPORTS = 50

export type ReportError = (kind: RendererErrorKind, thrown: unknown, componentStack?: string | null) => void

export function createErrorReporter(
  send: (report: RendererErrorReport) => unknown,
  maxDistinct = MAX_DISTINCT_REPORTS
): ReportError {
  const seen = new Set<string>()
  let sending = false
  return (kind, thrown, componentStack) => {
    // An error raised while one is being sent is not sent: that is how a loop starts.
    if (sending) return
    const report = rendererErrorReport(kind, thrown, componentStack)
    // The kind is left out: one error seen by two listeners is still one error.
    const key = `${report.message}\n${report.stack ?? ''}`
    if (seen.has(key) || seen.size >= maxDistinct) return
    seen.add(key)
    sending = true
    try {
      void Promise.resolve(send(report)).catch(() => undefined)
    } catch {
      // Telling main is best effort; the page carries on either way.
    } finally {
      sending = false
    }
  }
}

/** The page's one reporter: over the bridge, which answers every failure with a Result and never throws. */
export const reportRendererError: ReportError = createErrorReporter((report) =>
  invoke('diagnostics:report-renderer-error', report)
)

/** React 19's root callbacks: an error no boundary caught, and one React recovered from by itself. */
export function rootErrorOptions(
  report: ReportError = reportRendererError
): Pick<RootOptions, 'onUncaughtError' | 'onRecoverableError'> {
  return {
    onUncaughtError: (error, info) => report('uncaught', error, info.componentStack),
    onRecoverableError: (error, info) => report('recoverable', error, info.componentStack)
  }
}

/** Errors outside React: a thrown timer or handler, a promise nobody awaited. Returns what removes the listeners. */
export function listenForPageErrors(target: Window, report: ReportError = reportRendererError): () => void {
  const onError = (event: ErrorEvent) => report('error', event.error ?? event.message)
  const onRejection = (event: PromiseRejectionEvent) => report('rejection', event.reason)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
