// What main's loader did with V8's code cache (src/main/boot/load-main.ts),
// once main is up: said in the log, or, in the run `npm run dist` makes to
// build that cache (scripts/make-code-cache.mjs), the app quits once started
// up and the loader writes what the start compiled as the process exits
// (Electron emits 'exit' on quit: electron/electron lib/browser/init.ts).
import { app } from 'electron'

import type { MainApp } from '../app/main-app'
import { codeCacheRun } from '../boot/code-cache'

/** Logs whether main's code came from the packaged cache; in the run that makes the cache, quits once started up. */
export function watchCodeCache(main: MainApp): void {
  const run = codeCacheRun()
  if (!run) return
  if (run.making === 'started') void main.startedUp().then(() => app.quit())
  else if (run.state === 'rejected' || run.state === 'stale')
    main.logger.warn(
      { codeCache: run.state },
      'the code cache packaged with the app does not fit this Electron or this build: main compiles its code at each start'
    )
  else main.logger.info({ codeCache: run.state }, 'main started')
}
