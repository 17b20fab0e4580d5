// The web contents of the recording `electron` stand-in's windows
// (electron-stand-in.mjs): what the app calls on a window's contents, and
// the listeners and window-open handler it installs, recorded.

/** Makes web contents that record into `record`; `defaultSession` is the stand-in's default session. */
export function webContentsFactory(record, defaultSession) {
  let nextWebContentsId = 0
  /** A web contents: records every listener (several per event) and the window-open handler. */
  return function makeWebContents() {
    const contents = {
      // Unique per web contents, as electron/electron docs/api/web-contents.md (contents.id) says.
      id: ++nextWebContentsId,
      listeners: {},
      windowOpenHandler: null,
      send(channel, payload) {
        record.sent.push({ channel, payload, at: performance.now() })
      },
      on(event, listener) {
        ;(contents.listeners[event] ??= []).push(listener)
        return contents
      },
      setWindowOpenHandler(handler) {
        contents.windowOpenHandler = handler
      },
      reload() {
        record.reloads = (record.reloads ?? 0) + 1
      },
      // The window's session is the default one (no partition in its webPreferences).
      get session() {
        return defaultSession()
      },
      replaceMisspelling(word) {
        record.replacedMisspellings = [...(record.replacedMisspellings ?? []), word]
      },
      copyImageAt(x, y) {
        record.copiedImages = [...(record.copiedImages ?? []), { x, y }]
      },
      destroyed: false,
      isDestroyed: () => contents.destroyed,
      /** The stand-in's own: the native side deleting it (closeWindow in stand-in-lifecycle.mjs). */
      destroy() {
        contents.destroyed = true
        for (const listener of contents.listeners.destroyed ?? []) listener()
      }
    }
    return contents
  }
}
