// Which account is on screen, told outside the window (issue 36): the tray's
// tooltip names it ("Platform Desktop — demo · staging.example.com — …"),
// and the application menu signs it out by name and lists every account
// with its keys. The window's own title names it from the page
// (features/navigation/window-title.ts). macOS's Dock has no tooltip
// (electron/electron docs/api/dock.md: a badge, a menu, an icon); its menu
// lists the app's windows by that title, and the badge stays the unread count.
import type { AccountsModel } from '@shared/accounts'
import type { SessionModel } from '@shared/session'

import { say } from '../core/i18n'
import { accountLabel as signOutLabel } from '../desktop/menu'
import type { AppMenu, AppMenuInput } from '../desktop/menu/app-menu-model'
import type { ModelPresenter } from '../desktop/os/model-presenter'
import type { TrayPresenter } from '../desktop/tray/tray-presenter'
import { trayMessages } from '../desktop/tray/tray-words'

export interface AccountSurfaces {
  /** The session on screen: signed in or not, and whose (its server, whatever work told of it). */
  session: (view: SessionModel) => void
  /** The list: its names, servers and which one is on screen. */
  accounts: (list: AccountsModel) => void
}

export function accountSurfaces(
  tray: Pick<TrayPresenter, 'update'>,
  menu: Pick<ModelPresenter<AppMenuInput, AppMenu[]>, 'update'>,
  baseUrl: () => string | null
): AccountSurfaces {
  return {
    session: (view) => {
      tray.update({ signedIn: view.signedIn })
      menu.update({ signedIn: view.signedIn, account: signOutLabel(view, baseUrl()) })
    },
    accounts: (list) => {
      const label = (account: AccountsModel['accounts'][number]) =>
        account.username ? say(trayMessages.accountLabel, { name: account.username, host: account.host }) : account.host
      const shown = list.accounts.find((account) => account.id === list.active)
      tray.update({ account: shown?.username ? label(shown) : null })
      menu.update({
        accounts: list.accounts.map((account) => ({ label: label(account), active: account.id === list.active }))
      })
    }
  }
}
