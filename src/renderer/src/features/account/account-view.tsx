import { ViewHeading } from '../../ui/view-heading'
import { SignOutButton } from '../session/sign-out-button'
import { AccountInfoPanel } from './account-info-panel'
import { LastSeen } from './last-seen'
import { LeakCheck } from './leak-check'
import { SessionPanel } from './session-panel'

export function AccountView() {
  return (
    <div className="view">
      <ViewHeading>Account</ViewHeading>
      <LastSeen />
      <AccountInfoPanel />
      <SessionPanel />
      <LeakCheck />
      <SignOutButton />
    </div>
  )
}
