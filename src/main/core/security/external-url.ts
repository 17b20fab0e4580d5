// Which links may leave the app for the OS browser: https anywhere, http only
// to this computer. Everything else (file:, javascript:, custom schemes) is refused.
import { isLoopbackHost } from './loopback'

export function externalUrlAllowed(raw: string): URL | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url
  return null
}
