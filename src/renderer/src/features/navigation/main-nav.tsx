import { shortcutOf, viewCommands, withShortcut } from '@shared/commands'
import { viewIds } from '@shared/views'

import { useAppStore } from '../../app/app-store'
import { selectCurrentRoute, useNavigationStore } from './navigation-store'
import { viewLabels } from './view-labels'

export function MainNav() {
  const current = useNavigationStore(selectCurrentRoute).view
  const navigate = useNavigationStore((s) => s.navigate)
  const platform = useAppStore((s) => s.platform)
  return (
    <nav aria-label="Main" className="main-nav">
      <ul>
        {viewIds.map((view) => (
          <li key={view}>
            <button
              type="button"
              className="nav-item"
              aria-current={view === current ? 'page' : undefined}
              // The Go menu's shortcut for this view (Ctrl/Cmd+1…7), from the same table as the menu.
              aria-keyshortcuts={shortcutOf(viewCommands[view], platform)?.aria}
              title={withShortcut(viewLabels[view], viewCommands[view], platform)}
              onClick={() => navigate({ view })}
            >
              {viewLabels[view]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
