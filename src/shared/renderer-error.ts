// What the page tells main about an error it met, and how large each part
// may be: the page cuts its report to these sizes, and main's contract
// refuses anything larger, so a runaway stack cannot fill the log.

/** Where the page met it: its error boundary, React's root callbacks, or the window's own listeners. */
export const rendererErrorKinds = ['boundary', 'uncaught', 'recoverable', 'error', 'rejection'] as const
export type RendererErrorKind = (typeof rendererErrorKinds)[number]

export const MAX_ERROR_MESSAGE = 1000
export const MAX_ERROR_STACK = 4000

export interface RendererErrorReport {
  kind: RendererErrorKind
  message: string
  stack?: string
  componentStack?: string
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** Whatever was thrown (an Error, a string, anything) as a report within the caps. */
export function rendererErrorReport(
  kind: RendererErrorKind,
  thrown: unknown,
  componentStack?: string | null
): RendererErrorReport {
  const error = thrown instanceof Error ? thrown : null
  const message = error ? `${error.name}: ${error.message}` : describe(thrown)
  return {
    kind,
    message: cut(message, MAX_ERROR_MESSAGE),
    ...(error?.stack ? { stack: cut(error.stack, MAX_ERROR_STACK) } : {}),
    ...(componentStack ? { componentStack: cut(componentStack, MAX_ERROR_STACK) } : {})
  }
}

function describe(thrown: unknown): string {
  if (typeof thrown === 'string') return thrown
  if (thrown === undefined || thrown === null) return String(thrown)
  try {
    return JSON.stringify(thrown) ?? typeof thrown
  } catch {
    return typeof thrown
  }
}
