import type { ReactNode } from 'react'

import { useNoticesStore } from '../features/notices/notices-store'
import { invoke } from '../platform'

let counter = 0

/**
 * A link that opens in the OS browser through main's URL checks; the page
 * itself never navigates. A refused URL is explained in a notice.
 */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const open = async () => {
    const result = await invoke('shell:open-external', { url: href })
    if (!result.ok) useNoticesStore.getState().add({ id: `link-${++counter}`, level: 'warning', message: result.error.message })
  }
  return (
    <a
      href={href}
      className="external-link"
      onClick={(event) => {
        event.preventDefault()
        void open()
      }}
    >
      {children ?? href}
      <span className="visually-hidden"> (opens in your browser)</span>
    </a>
  )
}
