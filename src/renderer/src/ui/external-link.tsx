import type { ReactNode } from 'react'

import { useNoticesStore } from '../features/notices/notices-store'
import { defineMessages, useIntl } from '../i18n'
import { invoke } from '../platform'

const messages = defineMessages({
  opensInBrowser: {
    id: 'ui.externalLink.opensInBrowser',
    defaultMessage: '(opens in your browser)',
    description: 'Read by screen readers after a link’s text: the link opens in the web browser, not in the app.'
  }
})

let counter = 0

/** Opens `href` in the OS browser through main's URL checks; a refused URL is explained in a notice. */
export async function openExternal(href: string): Promise<void> {
  const result = await invoke('shell:open-external', { url: href })
  if (!result.ok)
    useNoticesStore.getState().add({ id: `link-${++counter}`, level: 'warning', message: result.error.message })
}

/**
 * A link that opens in the OS browser through main's URL checks; the page
 * itself never navigates. A refused URL is explained in a notice.
 */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const intl = useIntl()
  const open = () => openExternal(href)
  return (
    <a
      href={href}
      className="external-link"
      onClick={(event) => {
        event.preventDefault()
        void open()
      }}
    >
      {/* The address is data; the hidden words after it are the app's. */}
      {children ?? <span translate="no">{href}</span>}
      <span className="visually-hidden"> {intl.formatMessage(messages.opensInBrowser)}</span>
    </a>
  )
}
