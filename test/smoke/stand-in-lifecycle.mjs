// How Electron quits, closes windows and installs an update, for the
// recording `electron` stand-in (electron-stand-in.mjs). Each behaviour
// cites the Electron source it models (electron/electron at the mirrored
// commit).
const { EventEmitter } = process.getBuiltinModule('node:events')

/** An event whose default a listener may prevent, as Electron passes to 'before-quit', 'close'…. */
export function preventable() {
  const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) }
  return event
}

/**
 * The app's quit, after shell/browser/browser.cc: Quit() asks 'before-quit'
 * (HandleBeforeQuit) and, unless prevented, closes every window
 * (WindowList::CloseAllWindows), or shuts down at once when there is none
 * (NotifyAndShutdown: 'will-quit', preventable, then 'quit'). A window
 * whose 'close' is prevented cancels the quit (OnWindowCloseCancelled). When
 * the last window has gone, OnWindowAllClosed shuts down while quitting, or
 * emits 'window-all-closed'; then the window-list observers that came later
 * hear it (an autoUpdater waiting to install). Exit(code) ends at once.
 */
export function createQuitModel({ emit, windows, remove, finish }) {
  const state = { quitting: false, exitCode: null }
  const allClosedObservers = []
  const shutdown = () => {
    const willQuit = preventable()
    emit('will-quit', willQuit)
    if (willQuit.defaultPrevented) {
      state.quitting = false
      return
    }
    emit('quit', preventable(), 0)
    finish(0, 'quit')
  }
  const model = {
    state,
    quit() {
      if (state.quitting) return
      const beforeQuit = preventable()
      emit('before-quit', beforeQuit)
      if (beforeQuit.defaultPrevented) return
      state.quitting = true
      if (windows().length === 0) shutdown()
      else for (const window of [...windows()]) window.close()
    },
    exit(code) {
      state.exitCode = code
      finish(code, 'exit')
    },
    /** WindowList::WindowCloseCancelled: a prevented close ends a quit under way. */
    closeCancelled() {
      state.quitting = false
    },
    /** WindowList::RemoveWindow: the last one gone is OnWindowAllClosed for every observer. */
    removeWindow(window) {
      remove(window)
      if (windows().length > 0) return
      if (state.quitting) shutdown()
      else emit('window-all-closed', preventable())
      for (const observer of allClosedObservers.splice(0)) observer()
    },
    /** WindowList::AddObserver, for OnWindowAllClosed. */
    whenAllClosed(observer) {
      allClosedObservers.push(observer)
    }
  }
  return model
}

/**
 * A window's close, after shell/browser/native_window.cc
 * NotifyWindowCloseButtonClicked: 'close' first, and if a listener prevents
 * it the window stays (and a quit under way is cancelled). Otherwise the web
 * contents closes (BrowserWindow::OnCloseButtonClicked → WebContents::
 * CloseContents → Destroy, which deletes it in a posted task: electron_api_web_contents.cc),
 * its 'destroyed' comes first — ending a load still under way — and only
 * then is the window closed (BrowserWindow::WebContentsDestroyed →
 * CloseImmediately → BaseWindow::OnWindowClosed: marked destroyed, 'closed',
 * then removed from the window list). A promise's continuation can run in
 * between, so the window closes a tick after its web contents here.
 */
export function closeWindow(window, lifecycle) {
  const close = preventable()
  window.emit('close', close)
  if (close.defaultPrevented) {
    lifecycle.closeCancelled()
    return
  }
  setImmediate(() => {
    window.webContents.destroy()
    setImmediate(() => {
      window.destroyed = true
      window.emit('closed')
      lifecycle.removeWindow(window)
    })
  })
}

/**
 * The load a window's loadURL waits for, after lib/browser/api/web-contents.ts
 * (_awaitNextLoad): it settles at 'did-finish-load', or fails when the web
 * contents is destroyed first. A navigation that never committed emits no
 * 'did-fail-load' (electron_api_web_contents.cc, DidFinishNavigation returns
 * for an uncommitted navigation, and never emits one for ERR_ABORTED), so
 * the 'destroyed' listener rejects with its generic error: "ERR_FAILED (-2)
 * loading '<url>'", with errno, code and url set as rejectAndCleanup does.
 */
export function pendingLoad(url) {
  let settle
  const promise = new Promise((resolve, reject) => {
    settle = { resolve, reject }
  })
  return {
    promise,
    finish: () => settle.resolve(),
    destroyed: () =>
      settle.reject(
        Object.assign(new Error(`ERR_FAILED (-2) loading '${url}'`), { errno: -2, code: 'ERR_FAILED', url })
      )
  }
}

/**
 * Electron's own autoUpdater (shell/browser/api/electron_api_auto_updater.cc,
 * AutoUpdater::QuitAndInstall): 'before-quit-for-update', then — with no
 * window left — the native install (Squirrel.Mac relaunches, quitting the
 * app); otherwise it closes every window and tries again once the list is
 * empty (OnWindowAllClosed). A window that stays open stops it there.
 */
export function createAutoUpdater({ windows, lifecycle, quit, installed }) {
  const autoUpdater = new EventEmitter()
  autoUpdater.quitAndInstall = () => {
    autoUpdater.emit('before-quit-for-update')
    if (windows().length === 0) {
      installed()
      quit()
      return
    }
    lifecycle.whenAllClosed(() => autoUpdater.quitAndInstall())
    for (const window of [...windows()]) window.close()
  }
  return autoUpdater
}
