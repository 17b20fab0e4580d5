import './plain-layout.css'

import type { ReactNode } from 'react'

// The app icon's own drawing (the installers' icons are rendered from it), as
// a file of the page's own (the page may load pictures only from itself or
// data: URLs): not inlined, so its bytes are not in the first script.
import appIcon from '../../../../resources/icons/src/app.svg'
import { APP_NAME } from '../features/navigation/window-title'
import { NoticesRegion } from '../features/notices/notices-region'

/** The frame for screens shown before signing in: the app's icon and name above one centred panel. */
export function PlainLayout({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className ? `plain-layout ${className}` : 'plain-layout'}>
      <header className="plain-brand">
        <img className="plain-brand-icon" src={appIcon} alt="" />
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
