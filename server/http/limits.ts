import type { ServerOptions } from 'node:http'

// A client that opens a request and never finishes it must not hold a socket
// forever. Fastify's own default (`requestTimeout: 0`) and Node's (300 s for
// the request, 60 s for headers, checked every 30 s) are far too lenient.

/** A request (headers and body) not fully received after this is answered 408. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000
/** Headers are small (at most 16 KiB), so they get a shorter default. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000
/**
 * Node checks the timeouts above only on a timer (30 s by default), so a
 * timeout can be overshot by up to one interval. Never check less often than
 * this; shorter timeouts are checked more often (see connectionLimits).
 */
export const MAX_CHECK_INTERVAL_MS = 1_000
/**
 * Request line plus headers. Node's default too, fixed here so that a
 * `--max-http-header-size` flag cannot change what the contract promises;
 * a longer head is answered 431.
 */
export const MAX_HEADER_BYTES = 16 * 1024

export interface ConnectionLimits {
  /** Time to receive a whole request, headers and body, in ms. */
  readonly requestTimeoutMs: number
  /** Time to receive the request line and headers, in ms; at most requestTimeoutMs. */
  readonly headersTimeoutMs: number
  /** How often Node looks for requests past those limits, in ms. */
  readonly checkIntervalMs: number
}

function positiveMs(name: string, value: number): number {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a whole number of milliseconds above 0, not ${value}.`)
  }
  return value
}

/** Validates and completes the timeouts given to startServer. */
export function connectionLimits(requestTimeoutMs?: number, headersTimeoutMs?: number): ConnectionLimits {
  const request = positiveMs('requestTimeoutMs', requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS)
  const headers = positiveMs('headersTimeoutMs', headersTimeoutMs ?? Math.min(DEFAULT_HEADERS_TIMEOUT_MS, request))
  // Node refuses this combination too; saying so here names our option.
  if (headers > request)
    throw new RangeError(`headersTimeoutMs (${headers}) must not exceed requestTimeoutMs (${request}).`)
  // A quarter of the shortest timeout keeps the overshoot small for the ~1 s
  // timeouts tests use, without waking up needlessly often in demo mode.
  const checkIntervalMs = Math.max(10, Math.min(MAX_CHECK_INTERVAL_MS, Math.floor(headers / 4)))
  return { requestTimeoutMs: request, headersTimeoutMs: headers, checkIntervalMs }
}

/**
 * Options for Node's http.createServer, passed through Fastify's `http`
 * option. Fastify then sets `server.requestTimeout` from its own
 * `requestTimeout` option, so that one must be given the same value.
 */
export function httpServerOptions(limits: ConnectionLimits): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
    maxHeaderSize: MAX_HEADER_BYTES,
    // Node would answer a missing Host with an empty 400; the request guard
    // answers it with the common JSON error body instead.
    requireHostHeader: false
  }
}
