import { SignOutButton } from '../session/sign-out-button'
import { ViewHeading } from '../../ui/view-heading'
import { SessionPanel } from './session-panel'

export function AccountView() {
  return (
    <div className="view">
      <ViewHeading>Account</ViewHeading>
      <SessionPanel />
      <SignOutButton />
    </div>
  )
}
