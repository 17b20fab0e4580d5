// Answers above the size cap are refused before anything is parsed, and
// their connection is closed: a declared Content-Length over the cap is
// refused at once (the body cancelled unread), and a body without one, or
// one decoded on the way (Content-Encoding), is counted as it arrives and cut
// off at the cap. A body the transport holds to its declared length is not
// counted again (client-request-fetch.ts holds Electron's to it).

export class ResponseTooLarge extends Error {
  constructor(readonly limitBytes: number) {
    super(`response larger than ${limitBytes} bytes`)
    this.name = 'ResponseTooLarge'
  }
}

export function findTooLarge(error: unknown): ResponseTooLarge | null {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 6;
    current = (current as { cause?: unknown }).cause, depth++
  )
    if (current instanceof ResponseTooLarge) return current
  return null
}

/**
 * The most bytes a body can bring, from its headers: its Content-Length when nothing decodes it on the way (a compressed
 * body can grow far past its declared length); null when they do not bound it. The transports hold a body to it: HTTP/1.1
 * reads that many bytes and no more, and client-request-fetch.ts fails an Electron body that runs past it (Chromium
 * does not hold HTTP/2 to it).
 */
export function declaredBound(headers: Headers): number | null {
  const declared = Number(headers.get('content-length') ?? Number.NaN)
  return Number.isSafeInteger(declared) && declared >= 0 && !headers.has('content-encoding') ? declared : null
}

export function withResponseLimit(fetchImpl: typeof fetch, maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init)
    const declared = Number(response.headers.get('content-length') ?? Number.NaN)
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined)
      throw new ResponseTooLarge(maxBytes)
    }
    if (!response.body) return response
    // A body its declared length bounds is not counted again, which spares each answer a stream and a Response
    // (docs/performance.md, api.ratio).
    if (declaredBound(response.headers) !== null) return response
    let seen = 0
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength
          // Erroring here cancels the source, which closes the connection.
          if (seen > maxBytes) controller.error(new ResponseTooLarge(maxBytes))
          else controller.enqueue(chunk)
        }
      })
    )
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    })
  }
}
