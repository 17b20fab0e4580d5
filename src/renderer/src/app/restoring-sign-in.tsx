import { PlainLayout } from './plain-layout'

/** Main is reading the remembered sign-in (a keyring may be asking for its password): no form meanwhile. */
export function RestoringSignIn() {
  return (
    <PlainLayout>
      <h1 className="view-heading">Platform Desktop</h1>
      <p role="status">Restoring your sign-in…</p>
      <p className="muted">If your system keyring or keychain asks for its password, answer it there to continue.</p>
    </PlainLayout>
  )
}
