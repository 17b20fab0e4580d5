// The body worker's entry (electron.vite.config.ts builds it as
// out/main/body-worker.cjs): the worker of body/body-worker.ts, reading with
// every feature's readers.
import { serveReads } from '../core/body/body-worker'
import { appReaders } from './readers'

serveReads(appReaders)
