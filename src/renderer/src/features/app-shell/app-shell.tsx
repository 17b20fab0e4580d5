import { useAppStore } from '../../app/app-store'
import { HistoryButtons } from '../navigation/history-buttons'
import { MainNav } from '../navigation/main-nav'
import { selectCanGoBack, selectCurrentView, useNavigationStore } from '../navigation/navigation-store'
import { historyShortcuts, useHistoryShortcuts } from '../navigation/use-history-shortcuts'
import { NoticesRegion } from '../notices/notices-region'
import { ViewErrorBoundary } from './view-error-boundary'
import { ViewOutlet } from './view-outlet'

/** The signed-in frame: header, sidebar navigation and the current view. */
export function AppShell() {
  const platform = useAppStore((s) => s.platform)
  const view = useNavigationStore(selectCurrentView)
  const canGoBack = useNavigationStore(selectCanGoBack)
  const back = useNavigationStore((s) => s.back)
  useHistoryShortcuts(platform)

  return (
    <div className="shell">
      <header className="app-header shell-header">
        <span className="brand">Platform Desktop</span>
        <HistoryButtons shortcuts={historyShortcuts(platform)} />
      </header>
      <MainNav />
      <main className="shell-main">
        <NoticesRegion />
        {/* Keyed by view: moving to another view clears a caught error. */}
        <ViewErrorBoundary key={view} canGoBack={canGoBack} onGoBack={back}>
          <ViewOutlet view={view} />
        </ViewErrorBoundary>
      </main>
    </div>
  )
}
