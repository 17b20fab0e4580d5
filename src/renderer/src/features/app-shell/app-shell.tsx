import '../../app/query-client'

import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useLayoutEffect } from 'react'

import { views } from '@shared/views'

import { dropKeptScreen } from '../../app/kept-screen'
import { clientOf } from '../../app/main-cache'
import { useIntl } from '../../i18n'
import { keptListsMayCome } from '../../ui/kept-data-restore'
import { accountLabel } from '../accounts/account-label'
import { useAccountsStore } from '../accounts/accounts-store'
import { useActiveAccount } from '../accounts/active-account'
import { MainNav } from '../navigation/main-nav'
import { selectCanGoBack, selectCurrentRoute, useNavigationStore } from '../navigation/navigation-store'
import { useReportVisits } from '../navigation/resume'
import { useMouseHistory } from '../navigation/use-mouse-history'
import { useWindowTitle } from '../navigation/window-title'
import { NoticesRegion } from '../notices/notices-region'
import { AppHeader } from './app-header'
import { ConnectivityBand } from './connectivity-band'
import { useKeepScreen } from './keep-screen'
import { ViewErrorBoundary } from './view-error-boundary'
import { ViewOutlet } from './view-outlet'

/** The signed-in frame: header, sidebar navigation and the current view. */
export function AppShell() {
  const intl = useIntl()
  const route = useNavigationStore(selectCurrentRoute)
  const index = useNavigationStore((s) => s.index)
  const canGoBack = useNavigationStore(selectCanGoBack)
  const back = useNavigationStore((s) => s.back)
  // Once this first screen is painted, the big lists main kept may come (ui/kept-data-restore.ts).
  useEffect(keptListsMayCome, [])
  // Drawn: the picture of the last screen goes in the same frame (app/kept-screen.ts), and this one's is kept.
  useLayoutEffect(dropKeptScreen, [])
  useMouseHistory()
  const account = useAccountsStore((s) => s.view.active)
  const shown = useActiveAccount()
  useWindowTitle(intl.formatMessage(views[route.view].label), shown ? accountLabel(intl, shown) : null)
  useReportVisits(route)
  useKeepScreen(account, route)

  // The query caches come with the shell: only signed-in views ask the platform for data. Each account has its own, and
  // the shell is drawn afresh for each (keyed by it): nothing one account's views held is under the next one's.
  return (
    <QueryClientProvider client={clientOf(account)} key={account ?? ''}>
      <div className="shell">
        <AppHeader />
        <MainNav />
        <main className="shell-main">
          <NoticesRegion />
          <ConnectivityBand />
          {/* Keyed by history step and whose view it is (not by tab): moving elsewhere clears a caught error and starts the view afresh. */}
          <ViewErrorBoundary
            key={`${index}:${route.view}:${'userId' in route ? (route.userId ?? '') : ''}`}
            canGoBack={canGoBack}
            onGoBack={back}
          >
            <ViewOutlet route={route} />
          </ViewErrorBoundary>
        </main>
      </div>
    </QueryClientProvider>
  )
}
