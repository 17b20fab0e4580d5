import { useSessionStore } from '../session/session-store'

/** The signed-in user's id, when the platform named it at sign-in. */
export function useOwnUserId(): string | null {
  return useSessionStore((s) => (s.session?.signedIn ? s.session.userId : null))
}
