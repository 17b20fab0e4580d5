import { viewIds } from '../../../../shared/views'
import { selectCurrentRoute, useNavigationStore } from './navigation-store'
import { viewLabels } from './view-labels'

export function MainNav() {
  const current = useNavigationStore(selectCurrentRoute).view
  const navigate = useNavigationStore((s) => s.navigate)
  return (
    <nav aria-label="Main" className="main-nav">
      <ul>
        {viewIds.map((view) => (
          <li key={view}>
            <button
              type="button"
              className="nav-item"
              aria-current={view === current ? 'page' : undefined}
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
