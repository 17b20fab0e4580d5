// The screens that are not the sign-in form are chunks of their own, so the
// sign-in form does not wait for their code. The signed-in app: signed out,
// main.tsx fetches it once the first screen is painted and the page is idle;
// signed in (or a remembered sign-in on its way back) it is the first screen,
// so early-answers.ts fetches it at once when the page last showed that
// account signed in (start-hint.ts), and bootstrap.ts as soon as main says so, with
// the account's query cache, which asks main for the answers it kept
// (ui/kept-data.ts) while React is still on the loading screen. The first
// run's screen is fetched when bootstrap finds no server chosen; Add account's
// with the signed-in app, from which alone it is opened; the menu's commands
// with the signed-in app too, or when the first one comes.
import { chunk } from '@shared/chunk'

import { currentIntl } from '../i18n'
import { prefetchKeptData } from '../ui/kept-data'
import { importAppShell, importPageCommands } from './chunk-imports'
import { clientOf } from './main-cache'
import { screenChunk } from './screen-chunk'

export const appShell = screenChunk(() => importAppShell().then((module) => module.AppShell))
export const firstRunScreen = screenChunk(() =>
  import('../features/connection/first-run-view').then((module) => module.FirstRunView)
)
export const addAccountScreen = screenChunk(() =>
  import('../features/accounts/add-account-view').then((module) => module.AddAccountView)
)

/** What the menu's commands do, with the command table: the signed-in app's, and wanted by the first command signed out. */
export const pageCommands = chunk(importPageCommands)

/** The shell's code, and the menu's commands it imports: loaded with it, they run at once from the first menu command. */
const signedInCode = () => Promise.all([appShell.load(), pageCommands.load()])

/** The signed-in app's chunks, fetched once the first screen is painted (main.tsx); a failure shows where it is needed. */
export const loadAppShell = () => Promise.all([signedInCode(), addAccountScreen.load()])

/**
 * The shell's code and `account`'s query cache (with its kept answers on their way), started now; settles once the
 * shell is there (or failed to load: that shows as the view's error where it is needed, app.tsx).
 */
export function prepareSignedInStart(account: string | null): Promise<void> {
  if (account !== null) prefetchKeptData(account)
  // A signed-in screen formats numbers and dates, and FormatJS's first one is ICU's first use in the page (about 16 ms,
  // @shared/i18n/plain-words): made while the shell's code is on its way, not in the first render of the view.
  setTimeout(() => currentIntl().formatNumber(0), 0)
  return signedInCode()
    .then(() => void clientOf(account))
    .catch(() => undefined)
}

/** The first run's screen, fetched now; settles once it is there or failed (shown where it is needed, app.tsx). */
export const prepareFirstRun = (): Promise<void> =>
  firstRunScreen
    .load()
    .then(() => undefined)
    .catch(() => undefined)
