import { ArrowLeft, ArrowRight } from 'lucide-react'

import type { CommandId } from '@shared/commands'

import { defineMessages, useIntl } from '../../i18n'
import { IconButton } from '../../ui/icon-button'
import { useShortcut } from '../commands/use-shortcut'
import { selectCanGoBack, selectCanGoForward, useNavigationStore } from './navigation-store'

const messages = defineMessages({
  back: {
    id: 'navigation.history.back',
    defaultMessage: 'Back',
    description: 'The header’s button that goes back to the previous view (an arrow icon; its name and tooltip).'
  },
  forward: {
    id: 'navigation.history.forward',
    defaultMessage: 'Forward',
    description: 'The header’s button that goes forward again after Back (an arrow icon; its name and tooltip).'
  }
})

/** Back or Forward, with its shortcut from the menu's table in the tooltip and for screen readers. */
function HistoryButton({
  command,
  way,
  enabled,
  onClick
}: {
  command: CommandId
  way: 'back' | 'forward'
  enabled: boolean
  onClick: () => void
}) {
  const label = useIntl().formatMessage(messages[way])
  const shortcut = useShortcut(command, label)
  return (
    <IconButton
      icon={way === 'back' ? ArrowLeft : ArrowRight}
      label={label}
      directional
      tooltip={shortcut.title}
      keyShortcuts={shortcut.aria}
      disabled={!enabled}
      onClick={onClick}
    />
  )
}

export function HistoryButtons() {
  const canGoBack = useNavigationStore(selectCanGoBack)
  const canGoForward = useNavigationStore(selectCanGoForward)
  const back = useNavigationStore((s) => s.back)
  const forward = useNavigationStore((s) => s.forward)
  return (
    <div className="history-buttons">
      <HistoryButton command="go:back" way="back" enabled={canGoBack} onClick={back} />
      <HistoryButton command="go:forward" way="forward" enabled={canGoForward} onClick={forward} />
    </div>
  )
}
