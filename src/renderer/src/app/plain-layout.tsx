import type { ReactNode } from 'react'

import { NoticesRegion } from '../features/notices/notices-region'

/** The frame for screens shown before signing in: a header and one centred panel. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="plain-layout">
      <header className="app-header">
        <span className="brand">Platform Desktop</span>
      </header>
      <main className="plain-main">
        <NoticesRegion />
        <div className="panel plain-panel">{children}</div>
      </main>
    </div>
  )
}
