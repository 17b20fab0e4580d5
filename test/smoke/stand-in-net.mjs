// Electron's `net` for the recording stand-in (electron-stand-in.mjs): API
// traffic is recorded as it is opened, then fails as on an offline machine,
// except for one host that answers; electron-updater's requests first meet
// an authenticating proxy.
const { EventEmitter } = process.getBuiltinModule('node:events')

// The one host that answers: a platform whose service list is larger than
// main reads in place, so the answer must go through the built body worker.
export const LARGE_PLATFORM = 'https://large.platform.example/'
const largeList = JSON.stringify({
  services: Array.from({ length: 5_000 }, (_, i) => ({ id: `service-${i}`, name: `Service ${i}` }))
})

// The proxy in front of electron-updater's session. Chromium keeps accepted
// credentials per session, so once answered it asks that session no more.
export const PROXY = { isProxy: true, scheme: 'basic', host: 'proxy.corp.example', port: 3128, realm: 'Corporate' }

export function createNet(record) {
  const proxyAccepted = new Set()
  return {
    request(options) {
      const request = new EventEmitter()
      const entry = {
        url: options.url,
        method: options.method,
        session: options.session?.name ?? null,
        credentials: options.credentials,
        redirect: options.redirect,
        useSessionCookies: options.useSessionCookies,
        headers: {}
      }
      record.netRequests.push(entry)
      request.setHeader = (name, value) => (entry.headers[name.toLowerCase()] = value)
      request.write = () => true
      request.abort = () => undefined
      const send = () =>
        setTimeout(() => {
          if (!options.url.startsWith(LARGE_PLATFORM))
            return request.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'))
          // Electron's IncomingMessage is a plain Readable (lib/common/api/net-client-request.ts).
          // node:stream loaded here: Electron does not load it as it starts.
          const { Readable } = process.getBuiltinModule('node:stream')
          const response = Object.assign(Readable.from([Buffer.from(largeList)]), {
            statusCode: 200,
            statusMessage: 'OK',
            headers: { 'content-type': 'application/json' }
          })
          request.emit('response', response)
        }, 1)
      // The proxy's question, as ClientRequest passes it on (lib/common/api/net-client-request.ts,
      // the URL loader's 'login' handler): the request waits for a listener's callback, and
      // with no listener it is cancelled at once. No credentials decline and the request
      // fails (nothing here relies on that error's text).
      const askProxy = () => {
        const handled = request.emit('login', PROXY, (username, password) => {
          record.proxyAnswers.push(username === undefined ? [] : [username, password])
          if (!username) return request.emit('error', new Error('net::ERR_PROXY_AUTH_REQUESTED'))
          proxyAccepted.add(entry.session)
          send()
        })
        if (!handled) request.emit('error', new Error('net::ERR_PROXY_AUTH_REQUESTED'))
      }
      request.end = () =>
        entry.session === 'electron-updater' && !proxyAccepted.has(entry.session) ? setTimeout(askProxy, 1) : send()
      return request
    }
  }
}
