/** Whether an IPC sender or navigation target is our own renderer page. */
export function isTrustedRendererUrl(raw: string | undefined | null, allowedOrigins: readonly string[]): boolean {
  if (!raw) return false
  try {
    const { origin, protocol, host } = new URL(raw)
    // Custom schemes report an opaque "null" origin; compare scheme + host instead.
    const effective = origin === 'null' ? `${protocol}//${host}` : origin
    return allowedOrigins.includes(effective)
  } catch {
    return false
  }
}

export const APP_SCHEME = 'app'
export const APP_HOST = 'platform'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
