import { ArrowLeft, ArrowRight } from 'lucide-react'

import type { CommandId } from '@shared/commands'

import { IconButton } from '../../ui/icon-button'
import { useShortcut } from '../commands/use-shortcut'
import { selectCanGoBack, selectCanGoForward, useNavigationStore } from './navigation-store'

/** Back or Forward, with its shortcut from the menu's table in the tooltip and for screen readers. */
function HistoryButton({ command, label, enabled, onClick }: { command: CommandId; label: 'Back' | 'Forward'; enabled: boolean; onClick: () => void }) {
  const shortcut = useShortcut(command, label)
  return <IconButton icon={label === 'Back' ? ArrowLeft : ArrowRight} label={label} tooltip={shortcut.title} keyShortcuts={shortcut.aria} disabled={!enabled} onClick={onClick} />
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
