// Types for the parts of os-stand-in.mjs a TypeScript test drives.

export const NOT_ALLOWED: string

export interface StandInNotification {
  title: string
  body: string
  shown: boolean
  failed: string | null
  destroyed: boolean
  alive(): boolean
  timeOut(): void
  click(): boolean
}

export interface StandInTray {
  images: string[]
  tooltip: string | null
  shownTooltip: string | null
  menu: unknown[] | null
  menuOpened: number
  leftClick(): void
}

export const desktop: {
  platform: string
  signed: boolean
  supported: boolean
  notifications: StandInNotification[]
  trays: StandInTray[]
  loginItemStatus: 'not-registered' | 'enabled' | 'requires-approval' | 'not-found'
  loginItemsNeedApproval: boolean
  prefersDark: boolean
  bounces: string[]
  /** The menu Menu.setApplicationMenu was given, and each popup() with its menu, role labels filled in as Electron does. */
  applicationMenu: unknown[] | null
  popups: Array<{ template: unknown[]; window: string | null }>
  collectGarbage(): Promise<void>
  reset(platform?: string): void
}

export const nativeTheme: { themeSource: 'system' | 'light' | 'dark'; readonly shouldUseDarkColors: boolean }
