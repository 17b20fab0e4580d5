import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { useAccountsStore } from '../features/accounts/accounts-store'
import { ViewErrorBoundary } from '../features/app-shell/view-error-boundary'
import { useShortcutsStore } from '../features/commands/shortcuts-store'
import { NoticeAnnouncer } from '../features/notices/notice-announcer'
import { useProxyStore } from '../features/proxy/proxy-store'
import { useSessionStore } from '../features/session/session-store'
import { SignInView } from '../features/session/sign-in-view'
import { useSettingsStore } from '../features/settings/settings-store'
import { useTheme } from '../features/theme/use-theme'
import { useAppStore } from './app-store'
import { listenToPlatformEvents, runBootstrap, wasStartedEarly } from './bootstrap'
import { dropKeptScreen } from './kept-screen'
import { addAccountScreen, appShell, firstRunScreen } from './load-app-shell'
import { PlainLayout } from './plain-layout'
import { RestoringSignIn } from './restoring-sign-in'
import { dropSignInStart } from './sign-in-start'
import { StartupError } from './startup-error'
import { StartupLoading } from './startup-loading'

// Dialogs few people open: fetched the first time they are wanted, not before the first paint.
const ProxyLoginDialog = lazy(() =>
  import('../features/proxy/proxy-login-dialog').then((module) => ({ default: module.ProxyLoginDialog }))
)
const ShortcutsDialog = lazy(() =>
  import('../features/commands/shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog }))
)

/**
 * Renders its children from the first time they are wanted, and keeps them:
 * a dialog then opens and closes itself (returning focus where it was), as
 * if it had been there all along.
 */
function OnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState(wanted)
  if (wanted && !loaded) setLoaded(true)
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null
}

function Routes() {
  const startup = useAppStore((s) => s.startup)
  const adding = useAccountsStore((s) => s.adding !== null)
  const baseUrl = useSettingsStore((s) => s.settings?.baseUrl ?? null)
  const signedIn = useSessionStore((s) => s.session?.signedIn ?? false)
  const restoring = useSessionStore((s) => (s.session?.signedIn === false && s.session.restoring) ?? false)
  const expiredAs = useSessionStore((s) => s.expiredAs)
  const account = useAccountsStore((s) => s.view.active)
  // A listed account that is signed out (its session expired before this start, or its server ended it) is someone's:
  // its form opens with their username, as after an expiry seen while the window was open.
  const listedAs = useAccountsStore((s) => s.view.accounts.find((each) => each.id === s.view.active)?.username ?? '')
  // The picture of the last screen (kept-screen.ts) stays while the page starts and goes as the shell is drawn
  // (app-shell.tsx); any other screen takes it away as it is drawn.
  const ready = startup.status === 'ready' && !restoring && !adding && baseUrl !== null
  const shell = ready && signedIn
  const pictureStays = startup.status === 'loading' || shell
  // So does the sign-in form main wrote into the page's HTML (sign-in-start.ts): the sign-in form takes its place (and
  // what was typed in it), any other screen takes it away.
  const formStays = startup.status === 'loading' || (ready && !signedIn)
  useLayoutEffect(() => {
    if (!pictureStays) dropKeptScreen()
    if (!formStays) dropSignInStart()
  }, [pictureStays, formStays])

  if (startup.status === 'loading') return <StartupLoading />
  if (startup.status === 'failed') return <StartupError error={startup.error} onRetry={() => void runBootstrap()} />
  // Before any form: nothing that changes the session can run until the keyring has answered.
  if (restoring) return <RestoringSignIn />
  // Screens in chunks of their own (load-app-shell.ts): a chunk that cannot load (a damaged install) is a sentence.
  if (adding) {
    return (
      <PlainLayout>
        <ViewErrorBoundary canGoBack={false} onGoBack={() => undefined}>
          <addAccountScreen.Screen />
        </ViewErrorBoundary>
      </PlainLayout>
    )
  }
  if (baseUrl === null) {
    return (
      <PlainLayout>
        <ViewErrorBoundary canGoBack={false} onGoBack={() => undefined}>
          <firstRunScreen.Screen />
        </ViewErrorBoundary>
      </PlainLayout>
    )
  }
  if (!signedIn) {
    return (
      <PlainLayout>
        {/* A form per account: what was typed for one is not shown for another. */}
        <SignInView
          key={account ?? ''}
          baseUrl={baseUrl}
          returning={expiredAs ?? (listedAs ? { username: listedAs, method: 'password' } : null)}
        />
      </PlainLayout>
    )
  }
  // Already loaded when a signed-in start waited for it: drawn at once, with no suspense to reveal.
  return (
    <ViewErrorBoundary canGoBack={false} onGoBack={() => undefined}>
      <appShell.Screen fallback={<StartupLoading />} />
    </ViewErrorBoundary>
  )
}

export function App() {
  const started = useRef(false)
  useTheme()

  // Listen before asking, so nothing main says during startup is missed (main.tsx
  // normally did both before the first render; see startEarly).
  useEffect(() => (wasStartedEarly() ? undefined : listenToPlatformEvents()), [])
  useEffect(() => {
    // Bootstrap exactly once, even when StrictMode replays effects.
    if (started.current || wasStartedEarly()) return
    started.current = true
    void runBootstrap()
  }, [])

  return (
    <>
      <NoticeAnnouncer />
      <Routes />
      {/* Asked for before sign-in too: a proxy stands between the app and any server. */}
      <OnceWanted wanted={useProxyStore((s) => s.pending.length > 0)}>
        <ProxyLoginDialog />
      </OnceWanted>
      {/* Help → Keyboard shortcuts, signed in or not. */}
      <OnceWanted wanted={useShortcutsStore((s) => s.open)}>
        <ShortcutsDialog />
      </OnceWanted>
    </>
  )
}
