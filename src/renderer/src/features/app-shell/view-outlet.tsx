import type { ViewId } from '../../../../shared/views'
import { AccountView } from '../account/account-view'
import { viewLabels } from '../navigation/view-labels'
import { SettingsView } from '../settings/settings-view'
import { NotAvailableView } from './not-available-view'

export function ViewOutlet({ view }: { view: ViewId }) {
  switch (view) {
    case 'account':
      return <AccountView />
    case 'settings':
      return <SettingsView />
    case 'profile':
    case 'followers':
    case 'search':
    case 'status':
    case 'notifications':
      return <NotAvailableView label={viewLabels[view]} />
  }
}
