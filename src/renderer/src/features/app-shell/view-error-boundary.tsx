import { Component, type ErrorInfo, type ReactNode } from 'react'

import { reportRendererError } from '../../app/report-errors'
import { ViewHeading } from '../../ui/view-heading'

interface Props {
  children: ReactNode
  canGoBack: boolean
  onGoBack: () => void
}

interface State {
  failed: boolean
  /** Bumped by "Reload view" so the view mounts afresh. */
  attempt: number
}

/** Keeps one broken view from blanking the window; never shows a stack. */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // To main's log, which scrubs secrets and credential-looking text; the page shows none of it.
    reportRendererError('boundary', error, info.componentStack)
  }

  private readonly reload = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))

  override render(): ReactNode {
    if (!this.state.failed) return <ViewFrame key={this.state.attempt}>{this.props.children}</ViewFrame>
    return (
      <div className="view">
        <ViewHeading>Something went wrong in this view.</ViewHeading>
        <p>Your sign-in and settings are safe. Reload the view to try again, or go back to where you were.</p>
        <div className="actions">
          <button type="button" className="button-primary" onClick={this.reload}>
            Reload view
          </button>
          {this.props.canGoBack && (
            <button type="button" className="button-secondary" onClick={this.props.onGoBack}>
              Go back
            </button>
          )}
        </div>
      </div>
    )
  }
}

function ViewFrame({ children }: { children: ReactNode }) {
  return <>{children}</>
}
