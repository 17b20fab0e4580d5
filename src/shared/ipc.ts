// The IPC contract: the one map of channels (renderer → main requests) and
// events (main → renderer). Main registers a handler for every channel from
// this map, the preload exposes exactly these names, and the e2e harness binds
// the same names, so a channel cannot exist on one side only.
import type { z } from 'zod'

import type { AccountModel, PwnedModel } from './account-info'
import { ACCOUNT_ID, type AccountScoped, type AccountsModel } from './accounts'
import type { AppUpdateModel } from './app-update'
import type { PageCommandId } from './commands'
import {
  type Channel,
  channelNames,
  type ChannelScope,
  channelScope,
  eventNames,
  type StartChannel,
  startChannels
} from './ipc-names'
import { lazily } from './lazily'
import { type Zod, zodLoaded } from './load-zod'
import type { Notice } from './notice'
import type { MarkedAllRead, NotificationsModel, NotificationVisit } from './notifications'
import {
  type CachedAnswersModel,
  type KeptScreenAnswer,
  MAX_KEPT_SCREEN_CHARS,
  type StoredDataModel
} from './offline-cache'
import type { ActivityModel, FollowersModel, ProfileModel } from './people'
import type { PingModel } from './ping'
import type { ProxyLoginRequest } from './proxy'
import { MAX_ERROR_MESSAGE, MAX_ERROR_STACK, rendererErrorKinds } from './renderer-error'
import type { Result } from './result'
import type { Route } from './routes'
import { MAX_QUERY_LENGTH, type SearchModel } from './search'
import type { SessionChangeReason, SessionModel, TokenInfoModel } from './session'
import { patchSchemaOf } from './setting-request'
import { type ConnectionResult, type SettingsModel, settingTable } from './settings'
import {
  MAX_SEEN_MARKS_PER_CALL,
  type PlatformUpdatesModel,
  type StatusChangeModel,
  type StatusSnapshot,
  type UnseenUpdates
} from './status'

/**
 * Binds a run-time request schema to a compile-time response type. The schema is built at its channel's first
 * request, with zod as loadZod() hands it (@shared/load-zod): zod building every channel's schema as main loaded took
 * about 15 ms before the first window, and zod's own code about as much again (docs/performance.md, main.startupRatio).
 * A channel that takes nothing needs no zod: `takesNothing` lets main check it without.
 */
const channel =
  <Res>() =>
  <Req extends z.ZodType>(build: (zod: Zod) => Req) => {
    const request = lazily(() => build(zodLoaded()))
    return {
      /** Only once loadZod() has resolved. */
      get request(): Req {
        return request()
      },
      takesNothing: build === (noArgs as unknown),
      response: undefined as unknown as Res
    }
  }

function noArgs(zod: Zod) {
  return zod.undefined()
}
const text = (zod: Zod, max: number) => zod.string().max(max)
/** A route as the page sends it; main checks it with parseRoute. */
const routeShape = (zod: Zod) =>
  zod.strictObject({
    view: text(zod, 32),
    userId: text(zod, 64).optional(),
    tab: text(zod, 16).optional(),
    item: text(zod, 140).optional()
  })

export interface AppBootstrap {
  settings: SettingsModel
  session: SessionModel
  /** Every account, and which one the views show. */
  accounts: AccountsModel
  /** Things that happened before the window could listen (moved-aside settings, discarded token). */
  notices: Notice[]
  platform: 'darwin' | 'win32' | 'linux' | 'other'
  version: string
  /** A deep link that arrived before the window was ready. */
  route: Route | null
  /**
   * Where the person left off last time (src/main/features/navigation/), for the page
   * to open unless something navigated first; null when a link came, or
   * without a session (or one being restored) for it.
   */
  resume: Route | null
}

export const ipcChannels = {
  'app:bootstrap': channel<AppBootstrap>()(noArgs),
  /** The page arrived at a route; main remembers it for the next start. Main checks it with parseRoute. */
  'navigation:visited': channel<null>()((z) => z.strictObject({ route: routeShape(z) })),
  // Types only, derived from the settings table: main checks bounds itself and says which value is wrong (main's settings/check-patch.ts).
  'settings:update': channel<SettingsModel>()((z) => patchSchemaOf(z, settingTable)),
  /** Signed in, a new address is contacted only after the person agrees in main's dialog. */
  'connection:save': channel<ConnectionResult>()((z) => z.strictObject({ url: text(z, 2048) })),
  /** Signed in, asks in main's dialog first. */
  'connection:forget': channel<ConnectionResult>()(noArgs),
  /** Aborts this window's running server check, of 'connection:save' or 'accounts:add' (the server sees the connection go), which then fails as 'cancelled'. */
  'connection:cancel': channel<null>()(noArgs),
  'shell:open-external': channel<null>()((z) => z.strictObject({ url: text(z, 4096) })),
  'session:get': channel<SessionModel>()(noArgs),
  /** Reads a remembered sign-in that was kept on disk (a late keyring, a locked file) again; answers with the session as it then is. */
  'session:retry-restore': channel<SessionModel>()(noArgs),
  /**
   * Quits and starts the app again, for a remembered sign-in kept because the keyring gave no key:
   * only a new run asks the keyring again. Main does it only while that account's sign-in waits on the keyring.
   */
  'session:relaunch': channel<null>()(noArgs),
  'session:sign-in': channel<SessionModel>()((z) =>
    z.strictObject({
      username: text(z, 256),
      email: text(z, 320).optional(),
      password: text(z, 1024),
      rememberMe: z.boolean()
    })
  ),
  'session:sign-in-with-key': channel<SessionModel>()((z) =>
    z.strictObject({ apiKey: text(z, 4096), remember: z.boolean() })
  ),
  'session:sign-out': channel<SessionModel>()(noArgs),
  'session:token-info': channel<TokenInfoModel>()(noArgs),
  'accounts:list': channel<AccountsModel>()(noArgs),
  /**
   * Add account, first step: checks the server (as first run does) and makes
   * an account for it that is not signed in and not kept yet. The page then
   * signs in with that account's id; until that succeeds, the account in use
   * stays as it is. Refused past MAX_ACCOUNTS.
   */
  'accounts:add': channel<{ id: string; baseUrl: string }>()((z) => z.strictObject({ url: text(z, 2048) })),
  /** Add account was given up: the new account, never signed in, is forgotten. */
  'accounts:cancel-add': channel<null>()((z) => z.strictObject({ id: z.string().regex(ACCOUNT_ID) })),
  /** Every view shows this account from now on. */
  'accounts:switch': channel<AccountsModel>()((z) => z.strictObject({ id: z.string().regex(ACCOUNT_ID) })),
  'accounts:sign-out-all': channel<AccountsModel>()(noArgs),
  /** Signs the account out and forgets it: its credential, its read marks and where it left off. */
  'accounts:remove': channel<AccountsModel>()((z) => z.strictObject({ id: z.string().regex(ACCOUNT_ID) })),
  'people:profile': channel<ProfileModel>()((z) => z.strictObject({ userId: text(z, 64) })),
  'people:activity': channel<ActivityModel>()((z) => z.strictObject({ userId: text(z, 64) })),
  'people:followers': channel<FollowersModel>()((z) => z.strictObject({ userId: text(z, 64) })),
  /** A data: URL of a small raster image, or null (the view shows initials). Only a URL main put in a profile for this window is loaded. */
  'people:avatar': channel<string | null>()((z) => z.strictObject({ url: text(z, 4096) })),
  /** A newer query from the same window aborts this one, which then fails as 'cancelled'. */
  'search:query': channel<SearchModel>()((z) =>
    z.strictObject({ query: text(z, MAX_QUERY_LENGTH), remember: z.boolean() })
  ),
  'search:cancel': channel<null>()(noArgs),
  /**
   * The person submitted or settled on this query: main keeps it among the recent searches when this
   * window's search for it answered with results. Answers with the recent searches as they then are.
   */
  'search:remember': channel<string[]>()((z) => z.strictObject({ query: text(z, MAX_QUERY_LENGTH) })),
  'search:recent': channel<string[]>()(noArgs),
  'search:clear-recent': channel<string[]>()(noArgs),
  'status:get': channel<StatusSnapshot>()(noArgs),
  /**
   * The Status view was opened: the services of its server that changed since the person's look before this one
   * (newest first). Looks within a minute of each other are one look.
   */
  'status:looked': channel<StatusChangeModel[]>()(noArgs),
  /** Starts a check (unless one runs) and answers with the snapshot as it is; the result arrives as 'status:changed'. */
  'status:check-now': channel<StatusSnapshot>()(noArgs),
  /** Any number: main makes it a whole number from 1 to 100. */
  'status:platform-updates': channel<PlatformUpdatesModel>()((z) => z.strictObject({ limit: z.number() })),
  /** How many updates the account has not seen, as main last counted them (no request to the platform). */
  'status:updates-unseen': channel<UnseenUpdates>()(noArgs),
  /** The Updates view showed these (their marks, as 'status:platform-updates' gave them): they, and any older, are seen now. */
  'status:updates-seen': channel<UnseenUpdates>()((z) =>
    z.strictObject({ marks: z.array(text(z, 64)).max(MAX_SEEN_MARKS_PER_CALL) })
  ),
  'account:info': channel<AccountModel>()(noArgs),
  /** Experimental (the platform marks it as a test); sent only to an https or loopback server. */
  'account:pwned-check': channel<PwnedModel>()((z) => z.strictObject({ password: text(z, 1024) })),
  'ping:get': channel<PingModel>()(noArgs),
  /** Fetches the list (announcing what is new) and answers with it. */
  'notifications:list': channel<NotificationsModel>()(noArgs),
  'notifications:mark-read': channel<NotificationsModel>()((z) =>
    z.strictObject({ keys: z.array(text(z, 128)).max(1000) })
  ),
  /** Unread again, even one the platform says is read (kept locally, as read marks are): one item, or Undo after Mark all as read. */
  'notifications:mark-unread': channel<NotificationsModel>()((z) =>
    z.strictObject({ keys: z.array(text(z, 128)).max(1000) })
  ),
  /** Says which it marked (those unread just before), for Undo. */
  'notifications:mark-all-read': channel<MarkedAllRead>()(noArgs),
  /**
   * The Notifications view lists these now: main notes them as this visit's and answers with the keys of the visit
   * before (calls within a minute are one visit), so the view can mark what arrived since.
   */
  'notifications:visited': channel<NotificationVisit>()((z) =>
    z.strictObject({ keys: z.array(text(z, 128)).max(2_000) })
  ),
  'app-update:get': channel<AppUpdateModel>()(noArgs),
  'app-update:check': channel<AppUpdateModel>()(noArgs),
  /** "Ask before downloading": the person said yes. */
  'app-update:download': channel<AppUpdateModel>()(noArgs),
  /** Quits and installs a downloaded update. */
  'app-update:restart': channel<null>()(noArgs),
  /** Asks where to save, then writes versions, settings, job state and recent log lines, secrets removed. */
  'diagnostics:export': channel<{ saved: boolean; path: string | null }>()(noArgs),
  /** An error the page met; main logs it (scrubbed, a few a minute at most). The page cuts each part to its cap first. */
  'diagnostics:report-renderer-error': channel<null>()((z) =>
    z.strictObject({
      kind: z.enum(rendererErrorKinds),
      message: text(z, MAX_ERROR_MESSAGE),
      stack: text(z, MAX_ERROR_STACK).optional(),
      componentStack: text(z, MAX_ERROR_STACK).optional()
    })
  ),
  /** The answer to 'proxy:login-required'; no username cancels. */
  'proxy:login': channel<null>()((z) =>
    z.strictObject({ id: text(z, 64), username: text(z, 256), password: text(z, 1024) })
  ),
  'proxy:cancel': channel<null>()((z) => z.strictObject({ id: text(z, 64) })),
  /** A right-click, Shift+F10 or the Menu key on a person (a follower row, a user in Search): main shows their menu. Ids are checked in main. */
  'context-menu:person': channel<null>()((z) =>
    z.strictObject({ userId: text(z, 64), username: text(z, 256).optional() })
  ),
  /**
   * The last answers main served the account on the views it keeps (issue 38), newest first: the page opens on them.
   * `part` names the first screen's answers or the big lists (KEPT_LIST_CHANNELS); none, every answer.
   */
  'offline-cache:answers': channel<CachedAnswersModel>()((z) =>
    z.strictObject({ part: z.enum(['first', 'lists']) }).optional()
  ),
  /**
   * The picture of the account's last screen (KeptScreenModel), or null: none kept, or kept by another version of the
   * app. The preload asks it as the window opens (src/preload/bridge.ts), for the account main will show.
   */
  'offline-cache:screen': channel<KeptScreenAnswer | null>()(noArgs),
  /** Keeps the picture of the screen the page shows the account, with its kept answers (renderer app-shell/keep-screen.ts). */
  'offline-cache:keep-screen': channel<null>()((z) =>
    z.strictObject({
      html: text(z, MAX_KEPT_SCREEN_CHARS),
      stylesheet: text(z, 256),
      route: routeShape(z),
      lang: text(z, 35),
      dir: z.enum(['ltr', 'rtl'])
    })
  ),
  /** How much every account's kept answers take (Settings, "Clear stored data"). */
  'stored-data:size': channel<StoredDataModel>()(noArgs),
  /** Removes every account's kept answers, on disk and in memory; answers with what is left (0). */
  'stored-data:clear': channel<StoredDataModel>()(noArgs)
} as const satisfies Record<Channel, { request: z.ZodType; takesNothing: boolean; response: unknown }>

// Every name has a schema (satisfies above) and every schema a name (below).
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const _sameKeys: Exactly<keyof typeof ipcChannels, Channel> = true
void _sameKeys

export { type Channel, channelNames, type ChannelScope, channelScope, eventNames, type StartChannel, startChannels }
export type IpcChannels = typeof ipcChannels
export type RequestOf<C extends Channel> = z.infer<IpcChannels[C]['request']>
export type ResponseOf<C extends Channel> = IpcChannels[C]['response']

export interface IpcEvents {
  /**
   * The session of the account the views show (another account's is said in
   * 'accounts:changed'), with the accounts as they are now: the page takes
   * both at once, so it never draws one account's views with another's session.
   */
  'session:changed': { session: SessionModel; reason: SessionChangeReason; accounts: AccountsModel }
  'accounts:changed': AccountsModel
  notice: Notice
  navigate: { route: Route }
  'status:changed': AccountScoped<StatusSnapshot>
  /** An account's count of updates not seen yet changed (a background check found new ones, or they were seen). */
  'status:updates-changed': AccountScoped<UnseenUpdates>
  'notifications:changed': AccountScoped<NotificationsModel>
  'ping:changed': AccountScoped<PingModel>
  'app-update:changed': AppUpdateModel
  'proxy:login-required': ProxyLoginRequest
  /** Main learned something Settings shows (a notification the OS would not show). */
  'settings:changed': SettingsModel
  /** The person chose an application menu item the page carries out (src/shared/commands.ts). */
  'menu:command': { command: PageCommandId }
}
export type EventName = keyof IpcEvents
const _sameEvents: Exactly<EventName, (typeof eventNames)[number]> = true
void _sameEvents

/**
 * The object the preload exposes as `window.platform`. Every call may name
 * the account it is for (an id from AccountsModel); main answers for that
 * account, or for the one the views show when none is named.
 */
export type PlatformBridge = {
  [C in Channel]: RequestOf<C> extends undefined
    ? (request?: undefined, account?: string) => Promise<Result<ResponseOf<C>>>
    : (request: RequestOf<C>, account?: string) => Promise<Result<ResponseOf<C>>>
} & {
  on<E extends EventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void
  /**
   * The answer to a question the preload asked as the page started, before a byte of the page's script had loaded
   * (src/preload/bridge.ts): bootstrap's by default, or the kept screen's; once each, then null. Optional: a bridge
   * without it (a test's) is asked through the channel.
   */
  takeStartAnswer?<C extends StartChannel = 'app:bootstrap'>(channel?: C): Promise<Result<ResponseOf<C>>> | null
}
