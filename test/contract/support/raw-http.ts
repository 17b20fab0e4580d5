// Raw HTTP over node:net, for requests fetch refuses to send (bad bytes, no
// Host, a body that never ends, CONNECT) and for answers written straight
// onto the socket, which only a hand-written parser sees exactly as sent.
import { connect } from 'node:net'

export interface RawResponse {
  status: number
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Record<string, string>
  body: string
}

export interface RawExchange {
  /** The first response on the connection, if any arrived. */
  response: RawResponse | undefined
  /** Whether the server closed the connection before giveUpMs. */
  closed: boolean
  /** Milliseconds from connecting to the close (or to giving up). */
  elapsedMs: number
}

export interface RawOptions {
  /** Stop waiting for the server to close after this long. Defaults to 5 s. */
  giveUpMs?: number
  /** Bytes written this long after the first ones, to model a slow client. */
  later?: { afterMs: number; bytes: string | Buffer }
}

/** Parses the first HTTP/1.x response in `bytes`; undefined if incomplete. */
export function parseRawResponse(bytes: Buffer): RawResponse | undefined {
  const end = bytes.indexOf('\r\n\r\n')
  if (end === -1) return undefined
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n')
  const match = /^HTTP\/1\.[01] (\d{3}) /.exec(statusLine)
  if (!match) throw new Error(`not an HTTP response: ${statusLine.slice(0, 80)}`)
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const rest = bytes.subarray(end + 4)
  const length = headers['content-length'] === undefined ? rest.length : Number(headers['content-length'])
  return { status: Number(match[1]), headers, body: rest.subarray(0, length).toString('utf8') }
}

/** Sends `bytes` on a fresh connection and reads until the server closes it. */
export function rawExchange(baseUrl: string, bytes: string | Buffer, options: RawOptions = {}): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl)
  const started = Date.now()
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const timers: NodeJS.Timeout[] = []
    const socket = connect(Number(port), hostname)
    let done = false
    const finish = (closed: boolean): void => {
      if (done) return
      done = true
      for (const timer of timers) clearTimeout(timer)
      socket.destroy()
      resolve({ response: parseRawResponse(Buffer.concat(chunks)), closed, elapsedMs: Date.now() - started })
    }
    socket.on('connect', () => {
      socket.write(bytes)
      const { later } = options
      if (later) timers.push(setTimeout(() => socket.write(later.bytes), later.afterMs))
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // A reset after the answer still counts as the server closing the connection.
    socket.on('error', () => undefined)
    socket.on('close', () => finish(true))
    timers.push(setTimeout(() => finish(false), options.giveUpMs ?? 5_000))
  })
}

/** The raw response as a fetch Response, for the contract checker. */
export function asFetchResponse(raw: RawResponse): Response {
  const headers = Object.entries(raw.headers).filter(([name]) => name !== 'connection')
  return new Response(raw.body === '' ? null : raw.body, { status: raw.status, headers })
}

/** A request head as raw text; `lines` are header lines without CRLF. */
export function head(requestLine: string, ...lines: string[]): string {
  return `${[requestLine, ...lines].join('\r\n')}\r\n\r\n`
}
