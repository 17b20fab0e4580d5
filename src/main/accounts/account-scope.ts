// Which account the work under way is for. An IPC call names its account
// (the page's per-account cache asked for it) and a background run is for the
// account it started with; everything that work awaits — the API client's
// server and token, the session it reads, the read marks it keeps — resolves
// that one account, even when the person switches accounts meanwhile. Node's
// AsyncLocalStorage carries it through every await.
import { AsyncLocalStorage } from 'node:async_hooks'

const scope = new AsyncLocalStorage<string>()

/** Runs `work` (and all it awaits) for the account `id`. */
export const withAccount = <T>(id: string, work: () => T): T => scope.run(id, work)

/** The account the running work is for; undefined outside any (then: the one the views show). */
export const scopedAccount = (): string | undefined => scope.getStore()

/** Runs `work` outside any account's scope: for the account on screen (what the whole page is told, the menu, the tray). */
export const outsideAccounts = <T>(work: () => T): T => scope.exit(work)
