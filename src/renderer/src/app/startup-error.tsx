import type { AppError } from '../../../shared/result'
import { ViewHeading } from '../ui/view-heading'
import { PlainLayout } from './plain-layout'

export function StartupError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return (
    <PlainLayout>
      <ViewHeading>Platform Desktop could not start</ViewHeading>
      <p role="alert" className="error-text">
        {error.message}
      </p>
      <button type="button" className="button-primary" onClick={onRetry}>
        Try again
      </button>
    </PlainLayout>
  )
}
