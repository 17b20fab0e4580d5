// The questions a start asks main before React and the rest of the first script have run (early-start.ts, main.tsx's
// first import): bootstrap's (taken from the preload, which asked it earlier still, when it did), and, when the page
// last showed an account signed in (start-hint.ts), that account's kept answers and the signed-in app's code.
// Bootstrap's answer comes through the page's first script (start-screen.ts), which took it with the picture of the
// last screen.
// bootstrap.ts takes bootstrap's answer from here, once; a later bootstrap (Try again) asks anew. This module imports
// nothing heavy, so it runs ahead of React (docs/performance.md).
import type { ResponseOf } from '@shared/ipc'
import type { Result } from '@shared/result'

import { invoke, takeStartAnswer } from '../platform'
import { takeStartBootstrap } from '../start-screen'
import { prefetchKeptData } from '../ui/kept-data'
import { importAppShell, importPageCommands } from './chunk-imports'
import { expectedStartAccount } from './start-hint'

let bootstrap: Promise<Result<ResponseOf<'app:bootstrap'>>> | null = null

/** Asks now. No bridge (a plain browser tab): nothing; the app says so when it asks. */
export function askEarly(): void {
  if (!(window as { platform?: object }).platform || bootstrap !== null) return
  bootstrap = takeStartBootstrap() ?? takeStartAnswer() ?? invoke('app:bootstrap')
  const expected = expectedStartAccount()
  if (expected === null) return
  prefetchKeptData(expected)
  // The failure, if any, shows where the code is needed (app.tsx), when load-app-shell.ts asks again.
  void Promise.all([importAppShell(), importPageCommands()]).catch(() => undefined)
}

/** Bootstrap's answer asked for early, once; null when none was, or it was taken. */
export function takeEarlyBootstrap(): Promise<Result<ResponseOf<'app:bootstrap'>>> | null {
  const asked = bootstrap
  bootstrap = null
  return asked
}
