import { startElectronApp } from './electron/start'

startElectronApp()
