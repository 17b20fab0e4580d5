import './account.css'

import { defineMessages, useIntl } from '../../i18n'
import { ViewTitleBar } from '../../ui/view-title-bar'
import { SignOutButton } from '../session/sign-out-button'
import { AccountInfoPanel } from './account-info-panel'
import { LeakCheck } from './leak-check'
import { SessionPanel } from './session-panel'

const messages = defineMessages({
  title: { id: 'account.view.title', defaultMessage: 'Account', description: 'Account: the view’s title.' }
})

export function AccountView() {
  const intl = useIntl()
  return (
    <div className="view">
      <ViewTitleBar channels={['account:info', 'ping:get']}>{intl.formatMessage(messages.title)}</ViewTitleBar>
      <AccountInfoPanel />
      <SessionPanel />
      <LeakCheck />
      <div className="actions">
        <SignOutButton />
      </div>
    </div>
  )
}
