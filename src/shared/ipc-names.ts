// The names of the IPC contract, free of run-time dependencies so the
// sandboxed preload (which can require nothing but 'electron') can import
// them. ipc.ts checks at compile time that its map has exactly these keys.
export const channelNames = [
  'app:bootstrap',
  'navigation:visited',
  'settings:update',
  'connection:save',
  'connection:forget',
  'connection:cancel',
  'shell:open-external',
  'session:get',
  'session:retry-restore',
  'session:relaunch',
  'session:sign-in',
  'session:sign-in-with-key',
  'session:sign-out',
  'session:token-info',
  'accounts:list',
  'accounts:add',
  'accounts:cancel-add',
  'accounts:switch',
  'accounts:sign-out-all',
  'accounts:remove',
  'people:profile',
  'people:activity',
  'people:followers',
  'people:avatar',
  'search:query',
  'search:cancel',
  'search:remember',
  'search:recent',
  'search:clear-recent',
  'status:get',
  'status:looked',
  'status:check-now',
  'status:platform-updates',
  'status:updates-unseen',
  'status:updates-seen',
  'account:info',
  'account:pwned-check',
  'ping:get',
  'notifications:list',
  'notifications:mark-read',
  'notifications:mark-unread',
  'notifications:mark-all-read',
  'notifications:visited',
  'app-update:get',
  'app-update:check',
  'app-update:download',
  'app-update:restart',
  'diagnostics:export',
  'diagnostics:report-renderer-error',
  'proxy:login',
  'proxy:cancel',
  'context-menu:person',
  'offline-cache:answers',
  'offline-cache:screen',
  'offline-cache:keep-screen',
  'stored-data:size',
  'stored-data:clear'
] as const
export type Channel = (typeof channelNames)[number]

/**
 * What the preload asks as the window opens, before a byte of the page's script has loaded (src/preload/bridge.ts):
 * bootstrap's question. (The picture of the last screen comes in the page's HTML: @shared/kept-screen-start.)
 */
export const startChannels = ['app:bootstrap'] as const satisfies readonly Channel[]
export type StartChannel = (typeof startChannels)[number]

export const eventNames = [
  'session:changed',
  'accounts:changed',
  'notice',
  'navigate',
  'status:changed',
  'status:updates-changed',
  'notifications:changed',
  'ping:changed',
  'app-update:changed',
  'proxy:login-required',
  'settings:changed',
  'menu:command'
] as const

/**
 * Whom a channel's calls are for. 'app': the app as a whole (its server
 * address, the list of accounts, updates, diagnostics…): such a call names
 * no account, and main refuses one that does. 'sign-in': one account, which
 * may be one still being added (Add account). 'account': one listed account,
 * the one the call names or else the one on screen when it arrives.
 */
export type ChannelScope = 'app' | 'sign-in' | 'account'

/** The features whose channels are all the app's (the bootstrap, links, the server, the account list, updates, diagnostics, the proxy, the context menu, the data kept for every account). */
const APP_WIDE_FEATURES: ReadonlySet<string> = new Set([
  'app',
  'shell',
  'connection',
  'accounts',
  'app-update',
  'diagnostics',
  'proxy',
  'context-menu',
  'stored-data'
])
const SIGN_IN: readonly Channel[] = ['session:get', 'session:sign-in', 'session:sign-in-with-key']

export const channelScope = (channel: Channel): ChannelScope =>
  APP_WIDE_FEATURES.has(channel.slice(0, channel.indexOf(':')))
    ? 'app'
    : SIGN_IN.includes(channel)
      ? 'sign-in'
      : 'account'
