import { selectCanGoBack, selectCanGoForward, useNavigationStore } from './navigation-store'
import type { historyShortcuts } from './use-history-shortcuts'

export function HistoryButtons({ shortcuts }: { shortcuts: ReturnType<typeof historyShortcuts> }) {
  const canGoBack = useNavigationStore(selectCanGoBack)
  const canGoForward = useNavigationStore(selectCanGoForward)
  const back = useNavigationStore((s) => s.back)
  const forward = useNavigationStore((s) => s.forward)
  return (
    <div className="history-buttons">
      <button type="button" className="button-quiet" disabled={!canGoBack} onClick={back} title={`Back (${shortcuts.back.label})`} aria-keyshortcuts={shortcuts.back.aria}>
        <span aria-hidden="true">← </span>Back
      </button>
      <button
        type="button"
        className="button-quiet"
        disabled={!canGoForward}
        onClick={forward}
        title={`Forward (${shortcuts.forward.label})`}
        aria-keyshortcuts={shortcuts.forward.aria}
      >
        Forward<span aria-hidden="true"> →</span>
      </button>
    </div>
  )
}
