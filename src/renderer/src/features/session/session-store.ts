import { create } from 'zustand'

import { keptSignInActions } from '@shared/notice'
import type { SessionChangeReason, SessionModel } from '@shared/session'

import { clearCachedData } from '../../app/main-cache'
import { defineMessages, type Message } from '../../i18n'
import { useAccountsStore } from '../accounts/accounts-store'
import { useNavigationStore } from '../navigation/navigation-store'
import { useNoticesStore } from '../notices/notices-store'

const messages = defineMessages({
  expired: {
    id: 'session.expired',
    defaultMessage: 'Your session has expired — please sign in again',
    description:
      'Shown above the sign-in form when the platform ended the session (it expired), so the person must sign in again.'
  }
})

/** Who was signed in when the platform ended the session: the sign-in form starts from them. Never a password or a token. */
export interface ExpiredSignIn {
  username: string
  method: 'password' | 'api-key'
}

interface SessionState {
  /** Null until bootstrap (or an earlier session event) has answered. */
  session: SessionModel | null
  /** Why the person is looking at the sign-in view, when it is not obvious; a message, put into words where it shows (in the language of that moment). */
  signInMessage: Message | null
  /** Set by an expiry (the session that ended), cleared by any other change. */
  expiredAs: ExpiredSignIn | null
  clearSignInMessage: () => void
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: null,
  signInMessage: null,
  expiredAs: null,
  clearSignInMessage: () => set({ signInMessage: null })
}))

/**
 * The one way the renderer learns about a new session state, whether from a
 * channel response or a 'session:changed' event.
 */
export function applySession(session: SessionModel, reason?: SessionChangeReason): void {
  const before = useSessionStore.getState().session
  const expired = reason === 'expired' && !session.signedIn
  useSessionStore.setState({
    session,
    signInMessage: expired ? messages.expired : null,
    expiredAs: expired && before?.signedIn ? { username: before.username, method: before.method } : null
  })
  // After an expiry the same person usually signs straight back in, so they
  // return to where they were; a sign-out starts afresh.
  if (reason === 'signed-out') useNavigationStore.getState().reset()
  // What one account saw is never shown to whoever signs in next.
  if (!session.signedIn) clearCachedData(useAccountsStore.getState().view.active)
  // "Try again" or "Quit and reopen" on a kept sign-in means nothing once this account is signed in (another account's stays).
  else {
    const active = useAccountsStore.getState().view.active
    useNoticesStore
      .getState()
      .drop(
        (notice) =>
          notice.action !== undefined &&
          keptSignInActions.includes(notice.action.kind) &&
          (notice.action.account === undefined || notice.action.account === active)
      )
  }
}
