// The views, in the navigation's order. Each view's shortcut is its place
// (Ctrl/Cmd+1…8, src/shared/commands.ts), so a new view goes at the end:
// nobody's shortcuts for the views already there move.
export const viewIds = [
  'profile',
  'followers',
  'search',
  'status',
  'notifications',
  'account',
  'settings',
  'updates'
] as const
export type ViewId = (typeof viewIds)[number]
