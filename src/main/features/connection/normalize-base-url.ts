// Turns what a person types as "Server URL" into the base URL the client
// appends /v1/... to. https is required except for this computer.
import type { AppError } from '@shared/result'

import { say } from '../../core/i18n'
import { isLoopbackHost } from '../../core/security/loopback'
import { connectionMessages } from './connection-words'

export type NormalizeResult = { ok: true; baseUrl: string } | { ok: false; error: AppError }

const notAddress = (typed: string): NormalizeResult => ({
  ok: false,
  error: { kind: 'invalid-input', message: say(connectionMessages.notAnAddress, { typed }) }
})

export function normalizeBaseUrl(input: string): NormalizeResult {
  const trimmed = input.trim()
  if (!trimmed) return { ok: false, error: { kind: 'invalid-input', message: say(connectionMessages.enterAddress) } }

  const typo = schemeTypo(trimmed)
  if (typo) return typo

  let candidate = trimmed
  // No scheme typed: https, except for this computer where servers rarely have certificates.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(candidate))
    candidate = `${isLoopbackHost(hostOf(candidate)) ? 'http' : 'https'}://${candidate}`

  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return notAddress(trimmed)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return {
      ok: false,
      error: {
        kind: 'invalid-input',
        message: isLoopbackHost(url.hostname)
          ? say(connectionMessages.mustStartWithHttp)
          : say(connectionMessages.mustStartWithHttps)
      }
    }
  if (!url.hostname) return { ok: false, error: { kind: 'invalid-input', message: say(connectionMessages.noHostName) } }
  if (url.username || url.password)
    return { ok: false, error: { kind: 'invalid-input', message: say(connectionMessages.noCredentialsInAddress) } }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    return { ok: false, error: { kind: 'insecure-url', message: say(connectionMessages.httpsUnlessLocal) } }

  let path = url.pathname.replace(/\/+$/, '')
  if (/\/v1$/i.test(path)) path = path.slice(0, -3)
  return { ok: true, baseUrl: `${url.protocol}//${url.host}${path}` }
}

/** The host name at the start of an address typed without a scheme ("[::1]" kept whole). */
function hostOf(rest: string): string {
  const hostPart = rest.split(/[/?#]/)[0] ?? ''
  return hostPart.startsWith('[') ? hostPart.slice(0, hostPart.indexOf(']') + 1) : (hostPart.split(':')[0] ?? '')
}

/** A word, then ":" with any slashes or "//" alone, then the rest: where a scheme was meant. */
const SCHEME_LIKE = /^([a-z]{2,6})(:\/*|\/\/+)(.*)$/i

/**
 * "htp://host", "htps://host", "http:/host", "https:host", "http//host": a
 * scheme meant to be http or https but typed wrong (one letter off, or its
 * "://" mistyped), never a host called "htp". Answered with the address it
 * probably is, when that one is acceptable; null when nothing looks mistyped.
 */
function schemeTypo(typed: string): NormalizeResult | null {
  const match = SCHEME_LIKE.exec(typed)
  if (!match) return null
  const [, word = '', separator = '', tail = ''] = match
  const scheme = word.toLowerCase()
  if ((scheme === 'http' || scheme === 'https') && /^:\/{2,}$/.test(separator)) return null
  if (editDistance(scheme, 'http') > 1 && editDistance(scheme, 'https') > 1) return null
  // "host:8080" has a port after the colon, not an address.
  if (separator === ':' && /^\d+(?:[/?#]|$)/.test(tail)) return null
  const rest = tail.replace(/^\/+/, '')
  if (!rest) return notAddress(typed)
  // "htps" meant https; "htp" meant http, which only this computer may use.
  const secure = scheme.endsWith('s') || !isLoopbackHost(hostOf(rest))
  const suggestion = `${secure ? 'https' : 'http'}://${rest}`
  const checked = normalizeBaseUrl(suggestion)
  return checked.ok
    ? { ok: false, error: { kind: 'invalid-input', message: say(connectionMessages.didYouMean, { suggestion }) } }
    : checked
}

/** Letters inserted, removed, changed or swapped with a neighbour to turn `a` into `b` (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0))
  )
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1)
      const row = rows[i]
      if (row) row[j] = best
    }
  return at(a.length, b.length)
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
