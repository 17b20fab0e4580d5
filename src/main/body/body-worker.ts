// The body worker: reads large response bodies off main's thread, so no
// answer, however big or strange, can hold up the window, the tray or the
// jobs. Electron recommends worker threads for main-process CPU work
// (electron/electron docs/tutorial/performance.md, "Blocking the main
// process"); they load from app.asar since Electron 18 (electron/electron
// #33216, spec/asar-spec.ts "should start worker thread from asar file").
import { parentPort } from 'node:worker_threads'

import { readBody, type ReadRequest } from './read-body'

export interface WorkerRequest extends ReadRequest {
  id: number
  bytes: ArrayBuffer
}

const port = parentPort
if (port)
  port.on('message', ({ id, bytes, ...request }: WorkerRequest) => {
    port.postMessage({ id, outcome: readBody(new Uint8Array(bytes), request) })
  })
