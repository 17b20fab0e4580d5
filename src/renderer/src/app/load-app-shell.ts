// The signed-in app is its own chunk: the sign-in form does not wait for every
// view's code. Signed out, main.tsx fetches it once the first screen is painted
// and the page is idle; signed in (or a remembered sign-in on its way back) it
// is the first screen, so bootstrap.ts fetches it as soon as main says so, and
// with it the account's query cache, which asks main for the answers it kept
// (ui/kept-data.ts) while React is still on the loading screen.
import type { AppShell } from '../features/app-shell/app-shell'
import { prefetchKeptData } from '../ui/kept-data'
import { clientOf } from './main-cache'

interface AppShellModule {
  AppShell: typeof AppShell
}
let loaded: AppShellModule | null = null

export const loadAppShell = () =>
  import('../features/app-shell/app-shell').then((module) => {
    loaded = module
    return module
  })

/**
 * The shell's module once it has loaded. app.tsx renders it directly then: React.lazy suspends at its first render
 * even for a module already there, and React holds back what a suspense reveals for up to 300 ms.
 */
export const loadedAppShell = (): AppShellModule | null => loaded

/**
 * The shell's code and `account`'s query cache (with its kept answers on their way), started now; settles once the
 * shell is there (or failed to load: that shows as the view's error where it is needed, app.tsx's lazy AppShell).
 */
export function prepareSignedInStart(account: string | null): Promise<void> {
  if (account !== null) prefetchKeptData(account)
  return loadAppShell()
    .then(() => void clientOf(account))
    .catch(() => undefined)
}
