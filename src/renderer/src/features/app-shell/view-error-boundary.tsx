import { Component, type ErrorInfo, type ReactNode } from 'react'

import { reportRendererError } from '../../app/report-errors'
import { defineMessages, useIntl } from '../../i18n'
import { ViewHeading } from '../../ui/view-heading'

const messages = defineMessages({
  heading: {
    id: 'appShell.viewError.heading',
    defaultMessage: 'Something went wrong in this view.',
    description: 'The heading shown in place of a view that failed.'
  },
  reassure: {
    id: 'appShell.viewError.reassure',
    defaultMessage: 'Your sign-in and settings are safe. Reload the view to try again, or go back to where you were.',
    description: 'Under “Something went wrong in this view.”: what is safe and what the two buttons below do.'
  },
  reload: {
    id: 'appShell.viewError.reload',
    defaultMessage: 'Reload view',
    description: 'The button that starts a failed view afresh.'
  },
  goBack: {
    id: 'appShell.viewError.goBack',
    defaultMessage: 'Go back',
    description: 'The button that goes back to the previous view after a view failed.'
  }
})

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
    return <ViewFailed canGoBack={this.props.canGoBack} onGoBack={this.props.onGoBack} onReload={this.reload} />
  }
}

/** What stands in for a failed view; a function component, as a class cannot use the page's language hook. */
function ViewFailed({
  canGoBack,
  onGoBack,
  onReload
}: {
  canGoBack: boolean
  onGoBack: () => void
  onReload: () => void
}) {
  const intl = useIntl()
  return (
    <div className="view">
      <ViewHeading>{intl.formatMessage(messages.heading)}</ViewHeading>
      <p>{intl.formatMessage(messages.reassure)}</p>
      <div className="actions">
        <button type="button" className="button-primary" onClick={onReload}>
          {intl.formatMessage(messages.reload)}
        </button>
        {canGoBack && (
          <button type="button" className="button-secondary" onClick={onGoBack}>
            {intl.formatMessage(messages.goBack)}
          </button>
        )}
      </div>
    </div>
  )
}

function ViewFrame({ children }: { children: ReactNode }) {
  return <>{children}</>
}
