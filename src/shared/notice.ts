export interface Notice {
  id: string
  level: 'info' | 'warning' | 'error'
  message: string
  /** A button beside the message; the renderer sends the request it names. */
  action?: NoticeAction
}

export type NoticeAction = KeptSignInAction | MarkUnreadAction

/**
 * 'retry-restore': read a remembered sign-in that was kept on disk again (session:retry-restore).
 * 'relaunch': quit and start the app again (session:relaunch), for a sign-in the keyring gave no key
 * to: Electron asks the keyring once per run, so only a new run can read it.
 */
export interface KeptSignInAction {
  kind: 'retry-restore' | 'relaunch'
  label: string
  /** The account whose kept sign-in it is (src/shared/accounts.ts): the action is for it, whichever account is on screen. */
  account?: string
}

/** 'mark-unread': Undo after Mark all as read; these notifications are unread again (notifications:mark-unread). */
export interface MarkUnreadAction {
  kind: 'mark-unread'
  label: string
  /** The account whose notifications they are: the action is for it, whichever account is on screen. */
  account?: string
  keys: string[]
}

/** The actions offered for a kept sign-in: they mean nothing once that account is signed in. */
export const keptSignInActions: readonly NoticeAction['kind'][] = ['retry-restore', 'relaunch']
