export interface Notice {
  id: string
  level: 'info' | 'warning' | 'error'
  message: string
  /** A button beside the message; the renderer sends the request it names. */
  action?: NoticeAction
}

/** 'retry-restore': read a remembered sign-in that was kept on disk again (session:retry-restore). */
export interface NoticeAction {
  kind: 'retry-restore'
  label: string
  /** The account whose kept sign-in it is (src/shared/accounts.ts): the retry is for it, whichever account is on screen. */
  account?: string
}
