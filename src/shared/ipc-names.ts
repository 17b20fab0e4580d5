// The names of the IPC contract, free of run-time dependencies so the
// sandboxed preload (which can require nothing but 'electron') can import
// them. ipc.ts checks at compile time that its map has exactly these keys.
export const channelNames = [
  'app:bootstrap',
  'settings:update',
  'connection:save',
  'connection:forget',
  'shell:open-external',
  'session:get',
  'session:retry-restore',
  'auth:sign-in',
  'auth:sign-in-with-key',
  'auth:sign-out',
  'auth:token-info',
  'people:profile',
  'people:activity',
  'people:followers',
  'people:avatar',
  'search:query',
  'search:cancel',
  'search:recent',
  'search:clear-recent',
  'status:get',
  'status:check-now',
  'status:updates',
  'account:info',
  'account:pwned-check',
  'ping:get',
  'notifications:list',
  'notifications:mark-read',
  'notifications:mark-all-read',
  'update:get',
  'update:check',
  'update:download',
  'update:restart',
  'diagnostics:export',
  'proxy:login',
  'proxy:cancel'
] as const
export type Channel = (typeof channelNames)[number]

export const eventNames = [
  'session:changed',
  'notice',
  'navigate',
  'status:changed',
  'notifications:changed',
  'ping:changed',
  'update:changed',
  'proxy:login-required',
  'settings:changed'
] as const
