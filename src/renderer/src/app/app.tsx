import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { AppShell } from '../features/app-shell/app-shell'
import { FirstRunView } from '../features/first-run/first-run-view'
import { ProxyLoginDialog } from '../features/proxy/proxy-login-dialog'
import { useSessionStore } from '../features/session/session-store'
import { useSettingsStore } from '../features/settings/settings-store'
import { SignInView } from '../features/sign-in/sign-in-view'
import { useTheme } from '../features/theme/use-theme'
import { useAppStore } from './app-store'
import { listenToPlatformEvents, runBootstrap } from './bootstrap'
import { PlainLayout } from './plain-layout'
import { queryClient } from './query-client'
import { StartupError } from './startup-error'
import { StartupLoading } from './startup-loading'

function Routes() {
  const startup = useAppStore((s) => s.startup)
  const baseUrl = useSettingsStore((s) => s.settings?.baseUrl ?? null)
  const signedIn = useSessionStore((s) => s.session?.signedIn ?? false)

  if (startup.status === 'loading') return <StartupLoading />
  if (startup.status === 'failed') return <StartupError error={startup.error} onRetry={() => void runBootstrap()} />
  if (baseUrl === null) {
    return (
      <PlainLayout>
        <FirstRunView />
      </PlainLayout>
    )
  }
  if (!signedIn) {
    return (
      <PlainLayout>
        <SignInView baseUrl={baseUrl} />
      </PlainLayout>
    )
  }
  return <AppShell />
}

export function App() {
  const started = useRef(false)
  useTheme()

  // Listen before asking, so nothing main says during startup is missed.
  useEffect(() => listenToPlatformEvents(), [])
  useEffect(() => {
    // Bootstrap exactly once, even when StrictMode replays effects.
    if (started.current) return
    started.current = true
    void runBootstrap()
  }, [])

  return (
    <QueryClientProvider client={queryClient}>
      <Routes />
      {/* Asked for before sign-in too: a proxy stands between the app and any server. */}
      <ProxyLoginDialog />
    </QueryClientProvider>
  )
}
