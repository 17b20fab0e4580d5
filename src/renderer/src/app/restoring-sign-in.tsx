import { APP_NAME } from '../features/navigation/window-title'
import { defineMessages, useIntl } from '../i18n'
import { PlainLayout } from './plain-layout'

const messages = defineMessages({
  restoring: {
    id: 'app.restoring.status',
    defaultMessage: 'Restoring your sign-in…',
    description: 'Startup: shown while the remembered sign-in is read from the system keyring.'
  },
  keyringHint: {
    id: 'app.restoring.keyringHint',
    defaultMessage: 'If your system keyring or keychain asks for its password, answer it there to continue.',
    description:
      'Startup: the hint under “Restoring your sign-in…”, for when the system keyring asks for its password in a window of its own.'
  }
})

/** Main is reading the remembered sign-in (a keyring may be asking for its password): no form meanwhile. */
export function RestoringSignIn() {
  const intl = useIntl()
  return (
    <PlainLayout>
      <h1 className="view-heading">{APP_NAME}</h1>
      <p role="status">{intl.formatMessage(messages.restoring)}</p>
      <p className="muted">{intl.formatMessage(messages.keyringHint)}</p>
    </PlainLayout>
  )
}
