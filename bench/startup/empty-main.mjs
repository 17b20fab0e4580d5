// The least a main process can do to reach the same point as ours: a
// window created and the page's first question answered. `npm run bench`
// runs it under the same recording Electron stand-in as the built main
// (bench/startup-bench.ts), so main.startupRatio compares main's own work.
import { app, BrowserWindow, ipcMain } from 'electron'

await app.whenReady()
ipcMain.handle('app:bootstrap', () => ({ ok: true, data: {} }))
void new BrowserWindow({ show: false }).loadURL('app://platform/index.html')
