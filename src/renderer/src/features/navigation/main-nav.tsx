import { viewIds } from '@shared/views'

import { useAppStore } from '../../app/app-store'
import { searchShortcutLabel } from '../search/use-search-shortcut'
import { selectCurrentRoute, useNavigationStore } from './navigation-store'
import { viewLabels } from './view-labels'

export function MainNav() {
  const current = useNavigationStore(selectCurrentRoute).view
  const navigate = useNavigationStore((s) => s.navigate)
  const searchShortcut = searchShortcutLabel(useAppStore((s) => s.platform))
  return (
    <nav aria-label="Main" className="main-nav">
      <ul>
        {viewIds.map((view) => (
          <li key={view}>
            <button
              type="button"
              className="nav-item"
              aria-current={view === current ? 'page' : undefined}
              aria-keyshortcuts={view === 'search' ? searchShortcut.aria : undefined}
              title={view === 'search' ? `Search (${searchShortcut.label})` : undefined}
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
