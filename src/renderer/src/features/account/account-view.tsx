import './account.css'

import { ViewTitleBar } from '../../ui/view-title-bar'
import { SignOutButton } from '../session/sign-out-button'
import { AccountInfoPanel } from './account-info-panel'
import { LeakCheck } from './leak-check'
import { SessionPanel } from './session-panel'

export function AccountView() {
  return (
    <div className="view">
      <ViewTitleBar channels={['account:info', 'ping:get']}>Account</ViewTitleBar>
      <AccountInfoPanel />
      <SessionPanel />
      <LeakCheck />
      <div className="actions">
        <SignOutButton />
      </div>
    </div>
  )
}
