// Requests through node:http, which (unlike fetch) sends any method Node's
// parser knows: TRACE, PROPFIND, SEARCH, CONNECT...
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { request } from 'node:http'

export interface NodeResponse {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export interface NodeRequest {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
}

function bodyOf(chunks: Buffer[], response: IncomingMessage): string {
  const text = Buffer.concat(chunks).toString('utf8')
  const length = response.headers['content-length']
  return length === undefined ? text : text.slice(0, Number(length))
}

/** One request on its own connection; resolves with the whole answer. */
export function nodeRequest(baseUrl: string, init: NodeRequest): Promise<NodeResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: hostname,
      port: Number(port),
      method: init.method,
      path: init.path,
      headers: init.headers,
      agent: false
    })
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bodyOf(chunks, response) })
      )
      response.on('error', reject)
    })
    // Node gives the answer to a CONNECT on 'connect' and leaves its body on
    // the socket, whatever the status.
    outgoing.on('connect', (response: IncomingMessage, socket, head: Buffer) => {
      const chunks: Buffer[] = [head]
      socket.on('data', (chunk: Buffer) => chunks.push(chunk))
      socket.on('error', () => undefined)
      socket.on('close', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bodyOf(chunks, response) })
      )
    })
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

/** The answer as a fetch Response, for the contract checker. */
export function nodeResponseToFetch(response: NodeResponse, method: string): Response {
  const headers = Object.entries(response.headers).flatMap(([name, value]) =>
    value === undefined || name === 'connection'
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]]
  )
  return new Response(method === 'HEAD' || response.body === '' ? null : response.body, {
    status: response.status,
    headers
  })
}
