import { shortcutOf, withShortcut } from '@shared/commands'

import { useAppStore } from '../../app/app-store'
import { StatusDot } from '../../ui/status-dot'
import { useNavigate } from '../navigation/navigation-store'
import { usePlatformHealth } from '../navigation/platform-health'

/** The platform's worst state as a dot in the header; it opens Status, as Go → Status does. */
export function PlatformStatusButton() {
  const health = usePlatformHealth()
  const navigate = useNavigate()
  const platform = useAppStore((s) => s.platform)
  return (
    <button
      type="button"
      className="icon-button header-status"
      aria-label={health.label}
      title={withShortcut(health.label, 'go:status', platform)}
      aria-keyshortcuts={shortcutOf('go:status', platform)?.aria}
      onClick={() => navigate({ view: 'status' })}
    >
      <StatusDot state={health.state} label={health.summary} />
    </button>
  )
}
