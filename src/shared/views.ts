export const viewIds = ['profile', 'followers', 'search', 'status', 'notifications', 'account', 'settings'] as const
export type ViewId = (typeof viewIds)[number]
