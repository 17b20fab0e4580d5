// Each signed-in account's unread count, where the person sees it: the
// tray's unread line is the account on screen's, its per-account lines list
// every signed-in account (when there are several), and the app badge adds
// them all up. The counts follow the accounts too — one on screen now, one
// signed out — not only new lists.
import type { AccountsModel, AccountSummary } from '@shared/accounts'

import { say } from '../../core/i18n'
import type { OsSurfaces } from '../../desktop/os/os-surfaces'
import type { TrayPresenter } from '../../desktop/tray/tray-presenter'
import { trayMessages } from '../../desktop/tray/tray-words'

/** "ada · platform.example.com", as the page names an account (features/accounts/account-label.ts). */
export const labelOf = (account: AccountSummary) =>
  account.username ? say(trayMessages.accountLabel, { name: account.username, host: account.host }) : account.host

export interface UnreadCounts {
  /** One account's list was read: its count is shown. */
  set(account: string, count: number): void
  /** The accounts changed: counts of accounts gone or signed out go, and the tray and badge are drawn again. */
  accountsChanged(view: AccountsModel): void
}

export function unreadCounts(deps: {
  tray: Pick<TrayPresenter, 'update'>
  os: Pick<OsSurfaces, 'setBadgeCount'>
  accounts: () => AccountsModel
}): UnreadCounts {
  const unread = new Map<string, number>()
  const show = (view: AccountsModel) => {
    const listed = view.accounts.filter((account) => account.signedIn)
    for (const id of unread.keys()) if (!listed.some((account) => account.id === id)) unread.delete(id)
    deps.tray.update({
      unread: view.active === null ? 0 : (unread.get(view.active) ?? 0),
      accounts:
        listed.length > 1
          ? listed.map((account) => ({ label: labelOf(account), unread: unread.get(account.id) ?? 0 }))
          : []
    })
    deps.os.setBadgeCount([...unread.values()].reduce((sum, count) => sum + count, 0))
  }
  return {
    set: (account, count) => {
      unread.set(account, count)
      show(deps.accounts())
    },
    accountsChanged: show
  }
}
