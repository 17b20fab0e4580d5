// The body worker from its TypeScript source, for tests and the e2e
// harness: a small bootstrap has tsx load src/main/app/body-worker.ts in
// the worker thread, so tests run the worker the app builds from the same
// file (the app starts the built out/main/body-worker.cjs).
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

import { WORKER_HEAP_MB } from '../../src/main/core/body/body-reader'

// tsx's ES module API (its CommonJS build cannot load the ESM half from an eval'd worker).
const tsxApi = new URL(
  'dist/esm/api/index.mjs',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'))
).href
const workerSource = new URL('../../src/main/app/body-worker.ts', import.meta.url).href

export function spawnSourceBodyWorker(heapMb = WORKER_HEAP_MB): Worker {
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(workerSource)}, ${JSON.stringify(workerSource)}))`
  return new Worker(bootstrap, { eval: true, resourceLimits: { maxOldGenerationSizeMb: heapMb } })
}
