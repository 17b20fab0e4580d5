import './plain-layout.css'

import type { ReactNode } from 'react'

import { APP_NAME } from '../features/navigation/window-title'
import { NoticesRegion } from '../features/notices/notices-region'

/** The frame for screens shown before signing in: the app's icon and name above one centred panel. */
export function PlainLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `plain-layout ${className}` : 'plain-layout'}>
      <header className="plain-brand">
        {/* Decorative: the name beside it says it. The drawing is the stylesheet's (plain-layout.css). */}
        <span className="plain-brand-icon" aria-hidden="true" />
        <span className="brand" translate="no">
          {APP_NAME}
        </span>
      </header>
      <main className="plain-main">
        <NoticesRegion />
        <div className="panel plain-panel">{children}</div>
      </main>
    </div>
  )
}
