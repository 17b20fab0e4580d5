// A small recording stand-in for window.platform: every channel is a vi.fn
// that records its request and answers from a script; events are emitted by
// the test. Unscripted calls fail loudly with an error result.
import { type Mock, vi } from 'vitest'

import {
  type AppBootstrap,
  type Channel,
  channelNames,
  type EventName,
  type IpcEvents,
  type PlatformBridge,
  type RequestOf,
  type ResponseOf
} from '../../../src/shared/ipc'
import type { ProfileModel } from '../../../src/shared/people'
import type { AppError, Result } from '../../../src/shared/result'
import type { SessionModel, TokenInfoModel } from '../../../src/shared/session'
import type { ConnectionResult, SettingsModel } from '../../../src/shared/settings'

type Reply<C extends Channel> = Result<ResponseOf<C>> | Promise<Result<ResponseOf<C>>>
type Defaults = { [C in Channel]?: Result<ResponseOf<C>> }

export interface Held<C extends Channel> {
  /** Settles the pending call; await it (inside act) to let the app react. */
  resolve: (result: Result<ResponseOf<C>>) => Promise<void>
}

export interface FakePlatform {
  bridge: PlatformBridge
  /** The vi.fn behind each channel, for toHaveBeenCalledTimes and friends. */
  mocks: Record<Channel, Mock>
  /** Every request sent to a channel, in order. */
  requests: <C extends Channel>(channel: C) => RequestOf<C>[]
  /** Queues replies for the next calls to a channel; the default answers after that. */
  reply: <C extends Channel>(channel: C, ...replies: Result<ResponseOf<C>>[]) => void
  /** Queues a reply that stays pending until the test resolves it. */
  hold: <C extends Channel>(channel: C) => Held<C>
  setDefault: <C extends Channel>(channel: C, result: Result<ResponseOf<C>>) => void
  emit: <E extends EventName>(event: E, payload: IpcEvents[E]) => void
  listenerCount: (event: EventName) => number
}

export function createFakePlatform(defaults: Defaults = {}): FakePlatform {
  const queues = new Map<Channel, Reply<Channel>[]>()
  const fallbacks = new Map<Channel, Result<unknown>>(Object.entries(defaults) as [Channel, Result<unknown>][])
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>()
  const recorded = new Map<Channel, unknown[]>()

  const answer = (channel: Channel): Reply<Channel> => {
    const queued = queues.get(channel)?.shift()
    if (queued !== undefined) return queued
    return (
      (fallbacks.get(channel) as Result<ResponseOf<Channel>> | undefined) ?? {
        ok: false,
        error: { kind: 'internal', message: `The fake platform has no reply scripted for ${channel}.` }
      }
    )
  }

  const mocks = Object.fromEntries(
    channelNames.map((channel) => [
      channel,
      vi.fn((...args: unknown[]) => {
        recorded.set(channel, [...(recorded.get(channel) ?? []), args[0]])
        return Promise.resolve(answer(channel))
      })
    ])
  ) as Record<Channel, Mock>

  const on = (event: EventName, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
    return () => {
      set.delete(listener)
    }
  }

  return {
    bridge: { ...mocks, on } as unknown as PlatformBridge,
    mocks,
    requests: <C extends Channel>(channel: C) => (recorded.get(channel) ?? []) as RequestOf<C>[],
    reply: (channel, ...replies) => {
      queues.set(channel, [...(queues.get(channel) ?? []), ...(replies as Reply<Channel>[])])
    },
    hold: <C extends Channel>(channel: C): Held<C> => {
      let resolve: (result: Result<ResponseOf<C>>) => void = () => undefined
      const pending = new Promise<Result<ResponseOf<C>>>((r) => {
        resolve = r
      })
      queues.set(channel, [...(queues.get(channel) ?? []), pending])
      return {
        resolve: async (result) => {
          resolve(result)
          await pending
        }
      }
    },
    setDefault: (channel, result) => {
      fallbacks.set(channel, result)
    },
    emit: (event, payload) => {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0
  }
}

// ---- fixtures -------------------------------------------------------------

export const serverUrl = 'https://platform.example.test'

export const ok = <T>(data: T): Result<T> => ({ ok: true, data })
export const failure = (message: string, kind: AppError['kind'] = 'wrong-credentials'): Result<never> => ({
  ok: false,
  error: { kind, message }
})

export function settingsView(overrides: Partial<SettingsModel> = {}): SettingsModel {
  return {
    baseUrl: serverUrl,
    baseUrlSource: 'saved',
    theme: 'system',
    language: 'system',
    locale: { messages: 'en', format: 'en-US', direction: 'ltr' },
    languages: ['en'],
    systemLanguage: 'en',
    allowWeakTokenStorage: false,
    recentSearchesEnabled: true,
    pingIntervalMinutes: 5,
    statusIntervalMinutes: 5,
    notificationsIntervalMinutes: 2,
    watchedServices: [],
    statusNotifications: true,
    notificationAlerts: true,
    platformUpdateNotifications: false,
    launchAtLogin: false,
    startHidden: false,
    closeToTray: true,
    updateMode: 'auto',
    downloadSpellingDictionaries: false,
    loadRemotePictures: false,
    serverColor: 'auto',
    desktop: { trayProblem: null, notificationsProblem: null, loginItemProblem: null },
    ...overrides
  }
}

/** What 'connection:save' and 'connection:forget' answer. */
export const connectionResult = (
  settings: SettingsModel,
  status: ConnectionResult['status'] = 'done'
): ConnectionResult => ({ status, settings })

export const signedOut: SessionModel = { signedIn: false }

/** No account yet (the first run, or tests that are about one account): the page speaks for main's active account. */
export const noAccounts = { active: null, accounts: [] }

export function signedIn(overrides: Partial<Extract<SessionModel, { signedIn: true }>> = {}): SessionModel {
  return {
    signedIn: true,
    username: 'ada',
    userId: '42',
    expiresAt: null,
    persistence: 'encrypted',
    method: 'password',
    ...overrides
  }
}

export function bootstrapData(overrides: Partial<AppBootstrap> = {}): AppBootstrap {
  return {
    settings: settingsView(),
    session: signedOut,
    accounts: { active: null, accounts: [] },
    notices: [],
    platform: 'linux',
    version: '0.1.0',
    route: null,
    resume: null,
    ...overrides
  }
}

export function tokenInfo(overrides: Partial<TokenInfoModel> = {}): TokenInfoModel {
  return {
    known: { user: 'ada', userId: '42', issuedAt: null, expiresAt: null, scopes: null, type: null },
    other: {},
    persistence: 'encrypted',
    ...overrides
  }
}

/** The own profile of the signed-in test user (id 42), as main's reader makes it. */
export function profileView(overrides: Partial<ProfileModel> = {}): ProfileModel {
  return {
    userId: '42',
    name: 'Ada Lovelace',
    username: 'ada',
    email: null,
    phone: null,
    avatarUrl: null,
    bio: null,
    lastSeen: null,
    counts: [],
    extra: {},
    ...overrides
  }
}
