import { APP_NAME } from '../features/navigation/window-title'
import { defineMessages, useIntl } from '../i18n'
import { PlainLayout } from './plain-layout'

const messages = defineMessages({
  loading: {
    id: 'app.startup.loading',
    defaultMessage: 'Getting things ready…',
    description: 'Startup: shown while the app starts (and while the signed-in screens load).'
  }
})

export function StartupLoading() {
  const intl = useIntl()
  return (
    <PlainLayout className="startup-loading">
      <h1 className="view-heading">{APP_NAME}</h1>
      <p role="status" className="muted">
        {intl.formatMessage(messages.loading)}
      </p>
    </PlainLayout>
  )
}
