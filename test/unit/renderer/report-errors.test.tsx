// @vitest-environment happy-dom
// The page's errors reach main: once each, from every place they surface, never in a loop.
import { cleanup, render } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createErrorReporter, listenForPageErrors, rootErrorOptions } from '../../../src/renderer/src/app/report-errors'
import { ViewErrorBoundary } from '../../../src/renderer/src/features/app-shell/view-error-boundary'
import { MAX_ERROR_STACK, type RendererErrorReport } from '../../../src/shared/renderer-error'
import { createFakePlatform, ok } from './fake-platform'
import { installPlatform } from './render-app'

afterEach(cleanup)
beforeEach(() => {
  // React reports caught errors on the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

function Broken({ message }: { message: string }): never {
  throw new Error(message)
}

describe('reporting the page’s errors', () => {
  it('the error boundary sends what it caught, with the component stack, once per distinct error', () => {
    const fake = createFakePlatform({ 'diagnostics:report-renderer-error': ok(null) })
    installPlatform(fake)
    render(
      <>
        <ViewErrorBoundary canGoBack={false} onGoBack={() => undefined}>
          <Broken message="boundary test: scopes is not iterable" />
        </ViewErrorBoundary>
        <ViewErrorBoundary canGoBack={false} onGoBack={() => undefined}>
          <Broken message="boundary test: scopes is not iterable" />
        </ViewErrorBoundary>
      </>
    )
    const reports = fake.requests('diagnostics:report-renderer-error')
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ kind: 'boundary', message: 'Error: boundary test: scopes is not iterable' })
    expect(reports[0]?.componentStack).toContain('Broken')
  })

  it('an error no boundary caught reaches React’s root callback and is sent as uncaught', async () => {
    const sent: RendererErrorReport[] = []
    const report = createErrorReporter((r) => sent.push(r))
    const container = document.createElement('div')
    const root = createRoot(container, rootErrorOptions(report))
    // Inside act() React rethrows an uncaught error to the test instead of calling the root's callback; the page runs outside act.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    try {
      root.render(<Broken message="no boundary above me" />)
      await vi.waitFor(() => expect(sent).toHaveLength(1))
    } finally {
      root.unmount()
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
    }
    expect(sent).toMatchObject([{ kind: 'uncaught', message: 'Error: no boundary above me' }])
  })

  it('window errors and unhandled rejections are sent; the same one twice is sent once', () => {
    const sent: RendererErrorReport[] = []
    const stop = listenForPageErrors(
      window,
      createErrorReporter((r) => sent.push(r))
    )
    const failure = new Error('a timer threw')
    window.dispatchEvent(new ErrorEvent('error', { error: failure, message: failure.message }))
    window.dispatchEvent(new ErrorEvent('error', { error: failure, message: failure.message }))
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(rejection, 'reason', { value: 'nobody awaited this' })
    window.dispatchEvent(rejection)
    stop()
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }))
    expect(sent).toMatchObject([
      { kind: 'error', message: 'Error: a timer threw' },
      { kind: 'rejection', message: 'nobody awaited this' }
    ])
  })

  it('a send that fails, or raises another error, never starts a loop', () => {
    let calls = 0
    const report = createErrorReporter(() => {
      calls++
      // An error while sending surfaces again, as a window listener would hear it.
      report('error', new Error(`raised while sending ${calls}`))
      throw new Error('the bridge is gone')
    })
    expect(() => report('boundary', new Error('first'))).not.toThrow()
    expect(calls).toBe(1)
  })

  it('stops after a bounded number of distinct errors, and cuts long stacks to the cap', () => {
    const sent: RendererErrorReport[] = []
    const report = createErrorReporter((r) => sent.push(r), 3)
    const long = new Error('long')
    long.stack = 'x'.repeat(MAX_ERROR_STACK * 2)
    report('error', long)
    for (let i = 0; i < 10; i++) report('error', new Error(`distinct ${i}`))
    expect(sent).toHaveLength(3)
    expect(sent[0]?.stack).toHaveLength(MAX_ERROR_STACK)
  })
})
