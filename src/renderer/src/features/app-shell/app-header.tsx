import { useActiveAccount } from '../accounts/active-account'
import { ServerBadge } from '../accounts/server-badge'
import { AppUpdatePanel } from '../app-update/app-update-panel'
import { HistoryButtons } from '../navigation/history-buttons'
import { APP_NAME } from '../navigation/window-title'
import { AccountMenu } from './account-menu'
import { PlatformStatusButton } from './platform-status-button'

/**
 * The signed-in header: the app's name, Back and Forward, an update waiting,
 * the platform's health and who is signed in on which server — its host and
 * colour beside the name, and a bar of that colour along the top (issue 36).
 */
export function AppHeader() {
  const account = useActiveAccount()
  return (
    <header className={`app-header shell-header${account ? ` server-marked server-color-${account.color}` : ''}`}>
      <span className="brand" translate="no">
        {APP_NAME}
      </span>
      <HistoryButtons />
      <div className="header-end">
        <AppUpdatePanel compact />
        <PlatformStatusButton />
        {account && <ServerBadge account={account} />}
        <AccountMenu />
      </div>
    </header>
  )
}
