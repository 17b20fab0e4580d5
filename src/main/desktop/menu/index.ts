// The application menu as main keeps it: a presenter that re-renders the
// model when the session changes (the only state it follows), and the label
// that names the signed-in account in "Sign out demo@host".
import { serverHost } from '@shared/server-host'
import type { SessionModel } from '@shared/session'

import { ModelPresenter } from '../os/model-presenter'
import { type AppMenu, type AppMenuInput, appMenuModel } from './app-menu-model'

export function appMenuPresenter(
  platform: string,
  devTools: boolean,
  render: (model: AppMenu[]) => void
): ModelPresenter<AppMenuInput, AppMenu[]> {
  return new ModelPresenter<AppMenuInput, AppMenu[]>(
    { platform, devTools, signedIn: false, account: null, unseenUpdates: 0 },
    appMenuModel,
    render
  )
}

/** "demo@platform.example.com"; the username alone when the address is not a URL; null when signed out. */
export function accountLabel(session: SessionModel, baseUrl: string | null): string | null {
  if (!session.signedIn) return null
  const host = serverHost(baseUrl, '')
  return host ? `${session.username}@${host}` : session.username
}
