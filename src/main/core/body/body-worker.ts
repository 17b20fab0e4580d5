// The body worker: reads large response bodies off main's thread, so no
// answer, however big or strange, can hold up the window, the tray or the
// jobs. Electron recommends worker threads for main-process CPU work
// (electron/electron docs/tutorial/performance.md, "Blocking the main
// process"); they load from app.asar since Electron 18 (electron/electron
// #33216, spec/asar-spec.ts "should start worker thread from asar file").
import { parentPort } from 'node:worker_threads'

import type { AppLocale } from '@shared/i18n/locales'

import { activeLocale, useLocale } from '../i18n/say'
import type { ReaderTable } from './body-readers'
import { readBody, type ReadRequest } from './read-body'

export interface WorkerRequest extends ReadRequest {
  id: number
  bytes: ArrayBuffer
  /** Main's language now: the readers' words (an unreadable answer's sentence, "Untitled") must be in it too. */
  locale: AppLocale
}

const sameLocale = (a: AppLocale, b: AppLocale) => a.messages === b.messages && a.format === b.format

/** Run in the worker thread by its entry (src/main/app/body-worker.ts), with every reader there is. */
export function serveReads(readers: ReaderTable): void {
  const port = parentPort
  // One read at a time, in order: a change of language is loaded before the read that asks for it.
  let queue = Promise.resolve()
  if (port)
    port.on('message', ({ id, bytes, locale, ...request }: WorkerRequest) => {
      queue = queue.then(async () => {
        // A catalogue that cannot load leaves the words as they were (main logs its own attempt).
        if (!sameLocale(locale, activeLocale())) await useLocale(locale).catch(() => undefined)
        port.postMessage({ id, outcome: readBody(new Uint8Array(bytes), request, readers) })
      })
    })
}
