// The window's title names the view, so the OS window switcher, the taskbar
// and screen readers say where the person is. Electron's window follows
// document.title: the app does not handle 'page-title-updated', so
// BrowserWindow::OnPageTitleUpdated sets the window title from the page
// (electron/electron shell/browser/api/electron_api_browser_window.cc).
import { useEffect } from 'react'

export const APP_NAME = 'Platform Desktop'

/** "Followers — Platform Desktop"; the app's name alone where there is no view. */
export function windowTitle(viewLabel: string | null): string {
  return viewLabel ? `${viewLabel} — ${APP_NAME}` : APP_NAME
}

/** Titles the window while the component is shown; the app's name alone after it. */
export function useWindowTitle(viewLabel: string | null): void {
  useEffect(() => {
    document.title = windowTitle(viewLabel)
    return () => {
      document.title = APP_NAME
    }
  }, [viewLabel])
}
