import { shortcutOf, withShortcut } from '@shared/commands'

import { useAppStore } from '../../app/app-store'
import { selectCanGoBack, selectCanGoForward, useNavigationStore } from './navigation-store'

export function HistoryButtons() {
  const platform = useAppStore((s) => s.platform)
  const canGoBack = useNavigationStore(selectCanGoBack)
  const canGoForward = useNavigationStore(selectCanGoForward)
  const back = useNavigationStore((s) => s.back)
  const forward = useNavigationStore((s) => s.forward)
  return (
    <div className="history-buttons">
      <button
        type="button"
        className="button-quiet"
        disabled={!canGoBack}
        onClick={back}
        title={withShortcut('Back', 'go:back', platform)}
        aria-keyshortcuts={shortcutOf('go:back', platform)?.aria}
      >
        <span aria-hidden="true">← </span>Back
      </button>
      <button
        type="button"
        className="button-quiet"
        disabled={!canGoForward}
        onClick={forward}
        title={withShortcut('Forward', 'go:forward', platform)}
        aria-keyshortcuts={shortcutOf('go:forward', platform)?.aria}
      >
        Forward<span aria-hidden="true"> →</span>
      </button>
    </div>
  )
}
