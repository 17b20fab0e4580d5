import { type CommandId, shortcutOf, withShortcut } from '@shared/commands'

import { useAppStore } from '../../app/app-store'
import { selectCanGoBack, selectCanGoForward, useNavigationStore } from './navigation-store'

/** Back or Forward, with its shortcut from the menu's table in the tooltip and for screen readers. */
function HistoryButton({ command, label, enabled, onClick }: { command: CommandId; label: 'Back' | 'Forward'; enabled: boolean; onClick: () => void }) {
  const platform = useAppStore((s) => s.platform)
  return (
    <button
      type="button"
      className="button-quiet"
      disabled={!enabled}
      onClick={onClick}
      title={withShortcut(label, command, platform)}
      aria-keyshortcuts={shortcutOf(command, platform)?.aria}
    >
      {label === 'Back' ? <span aria-hidden="true">← </span> : null}
      {label}
      {label === 'Forward' ? <span aria-hidden="true"> →</span> : null}
    </button>
  )
}

export function HistoryButtons() {
  const canGoBack = useNavigationStore(selectCanGoBack)
  const canGoForward = useNavigationStore(selectCanGoForward)
  const back = useNavigationStore((s) => s.back)
  const forward = useNavigationStore((s) => s.forward)
  return (
    <div className="history-buttons">
      <HistoryButton command="go:back" label="Back" enabled={canGoBack} onClick={back} />
      <HistoryButton command="go:forward" label="Forward" enabled={canGoForward} onClick={forward} />
    </div>
  )
}
