import { ViewTitleBar } from '../../ui/view-title-bar'
import { SignOutButton } from '../session/sign-out-button'
import { AccountInfoPanel } from './account-info-panel'
import { LastSeen } from './last-seen'
import { LeakCheck } from './leak-check'
import { SessionPanel } from './session-panel'

export function AccountView() {
  return (
    <div className="view">
      <ViewTitleBar channels={['account:info', 'ping:get']}>Account</ViewTitleBar>
      <LastSeen />
      <AccountInfoPanel />
      <SessionPanel />
      <LeakCheck />
      <SignOutButton />
    </div>
  )
}
