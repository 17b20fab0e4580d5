// A fetch for tests where the app must believe it talks to real hosts on the
// internet (https://platform.example.com) while the bytes come from servers
// on 127.0.0.1. A request to a named origin goes to its local server, one to
// loopback goes out as it is, anything else fails as on an offline machine.
// Every URL is recorded as the app asked for it, before anything is sent.

/** `hosts` maps an origin the app sees to the local server standing in for it. */
export function namedHostsFetch(hosts: Record<string, string>, seen: string[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    seen.push(request.url)
    const url = new URL(request.url)
    const standIn = hosts[url.origin]
    if (!standIn && url.hostname !== '127.0.0.1')
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${url.hostname}`), { code: 'ENOTFOUND' })
      })
    const target = standIn ? `${standIn}${url.pathname}${url.search}` : request.url
    const body = request.method === 'GET' || request.method === 'HEAD' ? {} : { body: await request.arrayBuffer() }
    return fetch(target, {
      method: request.method,
      headers: request.headers,
      ...body,
      redirect: request.redirect,
      signal: request.signal
    })
  }
}
