import { ErrorText } from '../../ui/error-text'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { useSignOut } from './use-sign-out'

export function SignOutButton() {
  const { busy, error, signOut } = useSignOut()
  const buttonRef = useFocusOnError<HTMLButtonElement>(error)
  return (
    <div className="sign-out">
      <button ref={buttonRef} type="button" className="button-secondary" disabled={busy} onClick={() => void signOut()}>
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      <ErrorText>{error}</ErrorText>
    </div>
  )
}
