import type { AppError } from '@shared/result'

import { defineMessages, useIntl } from '../i18n'
import { ErrorText } from '../ui/error-text'
import { ViewHeading } from '../ui/view-heading'
import { PlainLayout } from './plain-layout'

const messages = defineMessages({
  heading: {
    id: 'app.startup.failed',
    defaultMessage: 'Platform Desktop could not start',
    description:
      'Startup: the heading when the app could not start; the reason follows under it. “Platform Desktop” is the app’s name.'
  },
  retry: {
    id: 'app.startup.retry',
    defaultMessage: 'Try again',
    description: 'Startup: the button that tries starting again after it failed.'
  }
})

export function StartupError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  const intl = useIntl()
  return (
    <PlainLayout>
      <ViewHeading>{intl.formatMessage(messages.heading)}</ViewHeading>
      <ErrorText>{error.message}</ErrorText>
      <button type="button" className="button-primary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </button>
    </PlainLayout>
  )
}
