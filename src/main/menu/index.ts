// The application menu as main keeps it: a presenter that re-renders the
// model when the session changes (the only state it follows), and the label
// that names the signed-in account in "Sign out demo@host".
import type { SessionView } from '@shared/session'

import { ModelPresenter } from '../os/model-presenter'
import { type AppMenu, type AppMenuInput, appMenuModel } from './app-menu-model'

export function appMenuPresenter(platform: string, devTools: boolean, render: (model: AppMenu[]) => void): ModelPresenter<AppMenuInput, AppMenu[]> {
  return new ModelPresenter<AppMenuInput, AppMenu[]>({ platform, devTools, signedIn: false, account: null }, appMenuModel, render)
}

/** "demo@platform.example.com", or null when signed out or the address is not a URL. */
export function accountLabel(session: SessionView, baseUrl: string | null): string | null {
  if (!session.signedIn) return null
  try {
    return baseUrl ? `${session.username}@${new URL(baseUrl).host}` : session.username
  } catch {
    return session.username
  }
}
