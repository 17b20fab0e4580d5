// The window's title names the view and, signed in, the account and its
// server (issue 36), so the OS window switcher, the taskbar (its button's
// tooltip on Windows, the Dock's window list on macOS) and screen readers say
// where the person is and as whom. Electron's window follows
// document.title: the app does not handle 'page-title-updated', so
// BrowserWindow::OnPageTitleUpdated sets the window title from the page
// (electron/electron shell/browser/api/electron_api_browser_window.cc).
import { useEffect } from 'react'
import type { IntlShape } from 'react-intl'

import { APP_NAME } from '@shared/app-name'

import { currentIntl, defineMessages, useIntl } from '../../i18n'

export { APP_NAME }

const messages = defineMessages({
  title: {
    id: 'navigation.windowTitle',
    defaultMessage: '{view} — {appName}',
    description:
      'The window’s title (in the taskbar and window switcher): {view} is the view shown (e.g. “Followers”), {appName} the app’s name.'
  },
  titleWithAccount: {
    id: 'navigation.windowTitleWithAccount',
    defaultMessage: '{view} — {account} — {appName}',
    description:
      'The window’s title while signed in (in the taskbar and window switcher): {view} is the view shown (e.g. “Followers”), {account} the account on screen (“demo · staging.example.com”), {appName} the app’s name.'
  }
})

/** "Followers — demo · staging.example.com — Platform Desktop"; without an account, "Followers — Platform Desktop"; the app's name alone where there is no view. */
export function windowTitle(
  viewLabel: string | null,
  intl: IntlShape = currentIntl(),
  account: string | null = null
): string {
  if (!viewLabel) return APP_NAME
  return account
    ? intl.formatMessage(messages.titleWithAccount, { view: viewLabel, account, appName: APP_NAME })
    : intl.formatMessage(messages.title, { view: viewLabel, appName: APP_NAME })
}

/** Titles the window while the component is shown, naming the account (`account`, "demo · staging.example.com") when there is one; the app's name alone after it. */
export function useWindowTitle(viewLabel: string | null, account: string | null = null): void {
  const intl = useIntl()
  useEffect(() => {
    document.title = windowTitle(viewLabel, intl, account)
    return () => {
      document.title = APP_NAME
    }
  }, [viewLabel, intl, account])
}
