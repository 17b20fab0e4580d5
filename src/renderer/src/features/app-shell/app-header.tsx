import { AppUpdatePanel } from '../app-update/app-update-panel'
import { HistoryButtons } from '../navigation/history-buttons'
import { APP_NAME } from '../navigation/window-title'
import { AccountMenu } from './account-menu'
import { PlatformStatusButton } from './platform-status-button'

/** The signed-in header: the app's name, Back and Forward, an update waiting, the platform's health and who is signed in. */
export function AppHeader() {
  return (
    <header className="app-header shell-header">
      <span className="brand" translate="no">
        {APP_NAME}
      </span>
      <HistoryButtons />
      <div className="header-end">
        <AppUpdatePanel compact />
        <PlatformStatusButton />
        <AccountMenu />
      </div>
    </header>
  )
}
