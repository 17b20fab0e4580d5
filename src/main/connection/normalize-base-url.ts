// Turns what a person types as "Server URL" into the base URL the client
// appends /v1/... to. https is required except for this computer.
import type { AppError } from '@shared/result'

import { isLoopbackHost } from '../security/loopback'
import { enterAddress, httpsUnlessLocal, mustStartWithHttps, noCredentialsInAddress, noHostName, notAnAddress } from './connection-words'

export type NormalizeResult = { ok: true; baseUrl: string } | { ok: false; error: AppError }

const notAddress = (typed: string): NormalizeResult => ({
  ok: false,
  error: { kind: 'invalid-input', message: notAnAddress(typed) }
})

export function normalizeBaseUrl(input: string): NormalizeResult {
  const trimmed = input.trim()
  if (!trimmed) return { ok: false, error: { kind: 'invalid-input', message: enterAddress() } }

  let candidate = trimmed
  // "http:/host" or "https:host": a scheme typed wrong, not a host called "http".
  if (/^https?:(?!\/\/)/i.test(candidate)) return notAddress(trimmed)
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(candidate)) {
    // No scheme typed: https, except for this computer where servers rarely have certificates.
    const hostPart = candidate.split(/[/?#]/)[0] ?? ''
    const hostname = hostPart.startsWith('[') ? hostPart.slice(0, hostPart.indexOf(']') + 1) : (hostPart.split(':')[0] ?? '')
    candidate = `${isLoopbackHost(hostname) ? 'http' : 'https'}://${candidate}`
  }

  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return notAddress(trimmed)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: { kind: 'invalid-input', message: mustStartWithHttps() } }
  if (!url.hostname) return { ok: false, error: { kind: 'invalid-input', message: noHostName() } }
  if (url.username || url.password) return { ok: false, error: { kind: 'invalid-input', message: noCredentialsInAddress() } }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return { ok: false, error: { kind: 'insecure-url', message: httpsUnlessLocal() } }

  let path = url.pathname.replace(/\/+$/, '')
  if (/\/v1$/i.test(path)) path = path.slice(0, -3)
  return { ok: true, baseUrl: `${url.protocol}//${url.host}${path}` }
}

/**
 * Whether two addresses name the same server, both normalised as above (a
 * hand-edited settings file may differ in form only); one that is not a
 * server address matches nothing.
 */
export function sameServer(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false
  const first = normalizeBaseUrl(a)
  const second = normalizeBaseUrl(b)
  return first.ok && second.ok && first.baseUrl === second.baseUrl
}

export { isLoopbackHost }
