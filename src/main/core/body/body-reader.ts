// Where a response body is read: small ones in place (a thread hop costs
// more than reading them), large ones in the body worker, so main's event
// loop never waits on a parse. One worker, started on first need, reads one
// body at a time. What a parse may cost is bounded before it starts
// (json-budget.ts), because on Node 24 a worker reaching its heap cap can
// abort the whole process; the cap stays as a last line. A read that takes
// too long, or a worker that dies, fails the reads it held with a sentence,
// and the next large body starts a fresh worker.
import type { Worker } from 'node:worker_threads'

import { activeLocale } from '../i18n'
import { plumbingReaders, type ReaderTable } from './body-readers'
import type { WorkerRequest } from './body-worker'
import { type BodyOutcome, readBody, type ReadRequest } from './read-body'

/**
 * 64 KiB: the readers are linear, so a body this size reads in about a
 * millisecond; the 60 KB answer that once froze main for seconds is read in
 * place only because the readers no longer are quadratic.
 */
export const INLINE_BYTES = 64 * 1024
export const READ_TIMEOUT_MS = 30_000
/** The worker's old-generation heap: a parse within json-budget.ts's bound fits several times over. */
export const WORKER_HEAP_MB = 1024

export interface BodyReaderOptions {
  /** Every reader (src/main/app/readers.ts); only the plumbing's own when absent (a feature's reader then reads as broken). The worker reads with the app's table. */
  readers?: Partial<ReaderTable>
  /** Starts a body worker; without one every body is read in place (unit tests of the readers). */
  spawn?: (() => Worker) | null
  inlineBytes?: number
  timeoutMs?: number
  /** Told when the worker fails (not for each read it takes down). */
  onWorkerProblem?: (detail: string) => void
}

interface Pending {
  resolve: (outcome: BodyOutcome) => void
  timer: ReturnType<typeof setTimeout>
}

export class BodyReader {
  readonly #options: BodyReaderOptions
  #worker: Worker | null = null
  readonly #pending = new Map<number, Pending>()
  #nextId = 1
  #disposed = false

  constructor(options: BodyReaderOptions = {}) {
    this.#options = options
  }

  /** Whether bodies this large go to the worker. */
  offThread(byteLength: number): boolean {
    return !!this.#options.spawn && byteLength > (this.#options.inlineBytes ?? INLINE_BYTES)
  }

  /** Never rejects: a broken worker is an outcome like any other. */
  read(bytes: Uint8Array, request: ReadRequest): Promise<BodyOutcome> {
    if (!this.offThread(bytes.byteLength) || this.#disposed)
      return Promise.resolve(readBody(bytes, request, this.#options.readers ?? plumbingReaders))
    let worker: Worker
    try {
      worker = this.#ensureWorker()
    } catch (error) {
      this.#options.onWorkerProblem?.(`the body worker could not start: ${String(error)}`)
      return Promise.resolve({ kind: 'broken', detail: 'the body worker could not start' })
    }
    const id = this.#nextId++
    // The bytes move to the worker: main keeps no copy of a large body.
    const buffer =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer
    return new Promise<BodyOutcome>((resolve) => {
      const timer = setTimeout(
        () =>
          this.#fail(
            `a body took longer than ${Math.round((this.#options.timeoutMs ?? READ_TIMEOUT_MS) / 1000)} s to read`
          ),
        this.#options.timeoutMs ?? READ_TIMEOUT_MS
      )
      timer.unref?.()
      this.#pending.set(id, { resolve, timer })
      // Held while it has work, so a read in flight is never cut short by an exiting process.
      worker.ref()
      const message: WorkerRequest = { id, bytes: buffer as ArrayBuffer, locale: activeLocale(), ...request }
      worker.postMessage(message, [buffer as ArrayBuffer])
    })
  }

  async dispose(): Promise<void> {
    this.#disposed = true
    const worker = this.#worker
    this.#worker = null
    this.#settleAll('Platform Desktop is closing')
    await worker?.terminate()
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker
    const spawn = this.#options.spawn
    if (!spawn) throw new Error('no body worker')
    const worker = spawn()
    // An idle worker never keeps the app from quitting.
    worker.unref()
    worker.on('message', ({ id, outcome }: { id: number; outcome: BodyOutcome }) => {
      const pending = this.#pending.get(id)
      if (!pending) return
      this.#pending.delete(id)
      clearTimeout(pending.timer)
      if (this.#pending.size === 0) worker.unref()
      pending.resolve(outcome)
    })
    worker.on('error', (error: Error) =>
      this.#fail(`the body worker failed: ${error.name} ${(error as NodeJS.ErrnoException).code ?? ''}`.trim())
    )
    worker.on('exit', (code) => {
      if (this.#worker === worker) this.#fail(`the body worker stopped (exit code ${code})`)
    })
    this.#worker = worker
    return worker
  }

  /** The worker is gone or stuck: every read it held fails, and the next read starts a new one. */
  #fail(detail: string): void {
    const worker = this.#worker
    this.#worker = null
    if (this.#pending.size > 0 || worker) this.#options.onWorkerProblem?.(detail)
    this.#settleAll(detail)
    void worker?.terminate().catch(() => undefined)
  }

  #settleAll(detail: string): void {
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer)
      this.#pending.delete(id)
      pending.resolve({ kind: 'broken', detail })
    }
  }
}
