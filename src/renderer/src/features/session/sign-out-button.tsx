import { defineMessages, useIntl } from '../../i18n'
import { ErrorText } from '../../ui/error-text'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { useSignOut } from './use-sign-out'

const messages = defineMessages({
  signOut: { id: 'session.signOut', defaultMessage: 'Sign out', description: 'The Sign out button (in Account).' },
  signingOut: {
    id: 'session.signingOut',
    defaultMessage: 'Signing out…',
    description: 'The Sign out button while signing out.'
  }
})

export function SignOutButton() {
  const intl = useIntl()
  const { busy, error, signOut } = useSignOut()
  const buttonRef = useFocusOnError<HTMLButtonElement>(error)
  return (
    <div className="sign-out">
      <button ref={buttonRef} type="button" className="button-secondary" disabled={busy} onClick={() => void signOut()}>
        {intl.formatMessage(busy ? messages.signingOut : messages.signOut)}
      </button>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
