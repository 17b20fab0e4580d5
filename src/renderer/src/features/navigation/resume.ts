// Reopening where the person left off: main's bootstrap offers the route
// (src/main/features/navigation/last-route.ts). Every view needs the session, so it
// opens at once when signed in, waits while the remembered sign-in is read,
// and is dropped when there is none. Whatever navigated first (a link, a menu
// item) wins: the navigation store's resume checks that.
import { useEffect } from 'react'

import type { Route } from '@shared/routes'
import type { SessionModel } from '@shared/session'

import { invoke } from '../../platform'
import { useSessionStore } from '../session/session-store'
import { useNavigationStore } from './navigation-store'

let waiting: Route | null = null

/** The bootstrap's route, after the session it carried (or a newer one) was applied. */
export function offerResume(route: Route | null): void {
  waiting = route
  const session = useSessionStore.getState().session
  if (session) sessionSettled(session)
}

/** A session state arrived: a waiting route opens with a session, goes without one, and waits while it is restoring. */
export function sessionSettled(session: SessionModel): void {
  if (!waiting || (!session.signedIn && session.restoring)) return
  const route = waiting
  waiting = null
  if (session.signedIn) useNavigationStore.getState().resume(route)
}

/** Tells main each route the shell shows, so the next start can reopen there. Main ignores it once signed out. */
export function useReportVisits(route: Route): void {
  useEffect(() => {
    void invoke('navigation:visited', { route })
  }, [route])
}
