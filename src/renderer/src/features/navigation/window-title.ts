// The window's title names the view, so the OS window switcher, the taskbar
// and screen readers say where the person is. Electron's window follows
// document.title: the app does not handle 'page-title-updated', so
// BrowserWindow::OnPageTitleUpdated sets the window title from the page
// (electron/electron shell/browser/api/electron_api_browser_window.cc).
import { useEffect } from 'react'
import type { IntlShape } from 'react-intl'

import { currentIntl, defineMessages, useIntl } from '../../i18n'

/** The product's name: a name, the same in every language, so not a message. */
export const APP_NAME = 'Platform Desktop'

const messages = defineMessages({
  title: {
    id: 'navigation.windowTitle',
    defaultMessage: '{view} — {appName}',
    description: 'The window’s title (in the taskbar and window switcher): {view} is the view shown (e.g. “Followers”), {appName} the app’s name.'
  }
})

/** "Followers — Platform Desktop"; the app's name alone where there is no view. */
export function windowTitle(viewLabel: string | null, intl: IntlShape = currentIntl()): string {
  return viewLabel ? intl.formatMessage(messages.title, { view: viewLabel, appName: APP_NAME }) : APP_NAME
}

/** Titles the window while the component is shown; the app's name alone after it. */
export function useWindowTitle(viewLabel: string | null): void {
  const intl = useIntl()
  useEffect(() => {
    document.title = windowTitle(viewLabel, intl)
    return () => {
      document.title = APP_NAME
    }
  }, [viewLabel, intl])
}
