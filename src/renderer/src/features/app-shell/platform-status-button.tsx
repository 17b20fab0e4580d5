import { StatusDot } from '../../ui/status-dot'
import { useShortcut } from '../commands/use-shortcut'
import { useNavigate } from '../navigation/navigation-store'
import { usePlatformHealth } from '../navigation/platform-health'

/** The platform's worst state as a dot in the header; it opens Status, as Go → Status does. */
export function PlatformStatusButton() {
  const health = usePlatformHealth()
  const navigate = useNavigate()
  const shortcut = useShortcut('go:status', health.label)
  return (
    <button
      type="button"
      className="icon-button header-status"
      aria-label={health.label}
      title={shortcut.title}
      aria-keyshortcuts={shortcut.aria}
      onClick={() => navigate({ view: 'status' })}
    >
      <StatusDot state={health.state} label={health.summary} />
    </button>
  )
}
