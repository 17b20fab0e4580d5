import { parseRoute } from '@shared/routes'
import type { StatusSnapshot } from '@shared/status'

import { pingQuery } from '../features/account-info/ping-query'
import { applyAccounts } from '../features/accounts/accounts-store'
import { updateQuery } from '../features/app-update/app-update-query'
import { useNavigationStore } from '../features/navigation/navigation-store'
import { offerResume, sessionSettled } from '../features/navigation/resume'
import { useNoticesStore } from '../features/notices/notices-store'
import { notificationsQuery } from '../features/notifications/notifications-query'
import { proxyAsked } from '../features/proxy/proxy-store'
import { applySession, useSessionStore } from '../features/session/session-store'
import { useSettingsStore } from '../features/settings/settings-store'
import { statusQuery } from '../features/status/status-query'
import { updatesUnseenQuery } from '../features/status/updates-unseen-query'
import { applyLocale } from '../i18n'
import { invoke, subscribe } from '../platform'
import { keepEarlyKeptDataFor, keptData } from '../ui/kept-data'
import { useAppStore } from './app-store'
import { takeEarlyBootstrap } from './early-answers'
import { pageCommands, prepareFirstRun, prepareSignedInStart } from './load-app-shell'
import { cacheForEveryAccount, cacheFromMain, markAccountStale } from './main-cache'
import { noteStartAccount } from './start-hint'

const startedEarly = new WeakSet<object>()

/**
 * main.tsx calls this before React renders anything: the listeners go up and
 * bootstrap runs while React starts, instead of after the first render's
 * effects (the sign-in form appears that much sooner). Its question went out
 * earlier still (early-answers.ts), in the same task, so no event from main
 * can come between the question and the listeners.
 */
export function startEarly(): void {
  const bridge = (window as { platform?: object }).platform
  if (!bridge || startedEarly.has(bridge)) return
  startedEarly.add(bridge)
  listenToPlatformEvents()
  void runBootstrap()
}

/** Whether startEarly already did App's startup work for this bridge (never in component tests). */
export const wasStartedEarly = (): boolean => {
  const bridge = (window as { platform?: object }).platform
  return bridge !== undefined && startedEarly.has(bridge)
}

/**
 * Runs `task` once the first screen (the sign-in form or the shell) has been
 * painted and the page is idle. The signed-in shell's chunk is fetched this
 * way: compiled while bootstrap's answer was on its way, it held back the
 * sign-in form's first paint (docs/performance.md, renderer.ratioToBaseline).
 */
export function afterFirstScreen(task: () => void): void {
  const run = () => {
    requestAnimationFrame(() => requestIdleCallback(task))
  }
  if (useAppStore.getState().startup.status !== 'loading') {
    run()
    return
  }
  const stop = useAppStore.subscribe(({ startup }) => {
    if (startup.status === 'loading') return
    stop()
    run()
  })
}

/**
 * The account the page opens signed in (null: none): noted for the next start (start-hint.ts), and the only account
 * whose kept answers, asked for before main said which it is, may fill a cache.
 */
function opening(account: string | null): void {
  noteStartAccount(account)
  keepEarlyKeptDataFor(account)
}

export async function runBootstrap(): Promise<void> {
  useAppStore.setState({ startup: { status: 'loading' } })
  const result = await (takeEarlyBootstrap() ?? invoke('app:bootstrap'))
  if (!result.ok) {
    useAppStore.setState({ startup: { status: 'failed', error: result.error } })
    return
  }
  const { settings, session, accounts, notices, platform, version, route, resume } = result.data
  opening(session.signedIn || session.restoring === true ? accounts.active : null)
  // Signed in: the shell and the account's kept answers are the first screen, fetched while the language loads, and
  // that screen waits for them, so it comes up whole with what main kept (a start on kept data, issue 38).
  const shell = session.signedIn ? prepareSignedInStart(accounts.active) : undefined
  // A remembered sign-in on its way back: fetched too, but the keyring's screen comes first.
  if (!session.signedIn && session.restoring === true) void prepareSignedInStart(accounts.active)
  // No server chosen yet: the first run's screen is the first screen, and it comes up whole.
  const firstRun = settings.baseUrl === null ? prepareFirstRun() : undefined
  // The first screen comes up in the person's language, not English first: its catalogue loads before it shows.
  await Promise.all([
    applyLocale(settings.locale).catch((error: unknown) =>
      console.warn(`The language ${settings.locale.messages} could not be loaded: ${String(error)}`)
    ),
    shell,
    firstRun
  ])
  // A 'session:changed' event that arrived while bootstrap was in flight is
  // newer than the bootstrap snapshot, so it wins (and so does its accounts list, sent before it).
  if (useSessionStore.getState().session === null) {
    applyAccounts(accounts, { withSession: true })
    applySession(session)
  }
  // Likewise settings: the shell and the language load meanwhile, and main's answer to the tray question, asked after
  // this one, comes as 'settings:changed' and must not be put back to what bootstrap saw.
  if (useSettingsStore.getState().settings === null) useSettingsStore.getState().setSettings(settings)
  notices.forEach(useNoticesStore.getState().add)
  useAppStore.setState({ startup: { status: 'ready' }, platform, version })
  const linked = parseRoute(route)
  if (linked) useNavigationStore.getState().navigate(linked)
  else offerResume(parseRoute(resume))
}

/**
 * Main's status snapshot carries the one connectivity state. When an
 * account's server is back, everything that account shows is asked again,
 * once: the bands and "could not refresh" go with no click (issue 36).
 */
function connectivityFollower(): (account: string | null, snapshot: StatusSnapshot) => void {
  const out = new Set<string | null>()
  const keptRefreshed = new Set<string | null>()
  return (account, snapshot) => {
    if (snapshot.unreachable) out.add(account)
    // Back; or, once, the page never heard it was out (the window opened offline) but still shows what main kept.
    else if (out.delete(account) || (!keptRefreshed.has(account) && keptData.shownFor(account))) {
      keptRefreshed.add(account)
      markAccountStale(account)
    }
  }
}

/** The OS says the network is back (Chromium's online event): the server on screen is asked at once, not at the next probe. */
function askWhenOnline(): () => void {
  const online = () => void invoke('status:check-now')
  window.addEventListener('online', online)
  return () => window.removeEventListener('online', online)
}

/** Listens to every main → renderer event; returns one function that stops all of them. */
export function listenToPlatformEvents(): () => void {
  const followConnectivity = connectivityFollower()
  const stops = [
    askWhenOnline(),
    // The accounts first, in the same task: the shell is never drawn for one account with another's session.
    subscribe('session:changed', ({ session, reason, accounts }) => {
      opening(session.signedIn ? accounts.active : null)
      applyAccounts(accounts, { withSession: true })
      applySession(session, reason)
      sessionSettled(session)
    }),
    subscribe('notice', (notice) => useNoticesStore.getState().add(notice)),
    subscribe('accounts:changed', (accounts) => applyAccounts(accounts, { withSession: false })),
    // Each into the cache of the account it was found for.
    subscribe('status:changed', ({ account, data }) => {
      cacheFromMain(account, statusQuery.queryKey, data)
      followConnectivity(account, data)
    }),
    subscribe('notifications:changed', ({ account, data }) =>
      cacheFromMain(account, notificationsQuery.queryKey, data)
    ),
    subscribe('status:updates-changed', ({ account, data }) =>
      cacheFromMain(account, updatesUnseenQuery.queryKey, data)
    ),
    subscribe('ping:changed', ({ account, data }) => cacheFromMain(account, pingQuery.queryKey, data)),
    subscribe('app-update:changed', (state) => cacheForEveryAccount(updateQuery.queryKey, state)),
    subscribe('proxy:login-required', proxyAsked),
    subscribe('settings:changed', (settings) => useSettingsStore.getState().setSettings(settings)),
    // The command table and what each command does are not in the first script: they load with the signed-in app (or
    // with the first command from the menu), and run at once when there; commands sent meanwhile run in order after.
    subscribe('menu:command', ({ command }) => {
      const loaded = pageCommands.loaded()
      if (loaded) return loaded.runMenuCommand(command)
      pageCommands.load().then(
        ({ runMenuCommand }) => runMenuCommand(command),
        (error: unknown) => console.warn(`The menu's command ${command} could not run: ${String(error)}`)
      )
    }),
    subscribe('navigate', ({ route }) => {
      // Main validates this too; a renderer never trusts a route blindly.
      const parsed = parseRoute(route)
      if (parsed) useNavigationStore.getState().navigate(parsed)
    })
  ]
  return () => stops.forEach((stop) => stop())
}
