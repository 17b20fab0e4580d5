import type { AppError } from '@shared/result'

import { ErrorText } from '../ui/error-text'
import { ViewHeading } from '../ui/view-heading'
import { PlainLayout } from './plain-layout'

export function StartupError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  return (
    <PlainLayout>
      <ViewHeading>Platform Desktop could not start</ViewHeading>
      <ErrorText>{error.message}</ErrorText>
      <button type="button" className="button-primary" onClick={onRetry}>
        Try again
      </button>
    </PlainLayout>
  )
}
