// Preloaded into the Prism process (node --import) so the mock provably never
// reaches the network: every outgoing TCP connection that is not to this
// machine is refused and reported on stderr, where the test looks for it.
// Prism has no reason to connect anywhere (the document is a local file, and
// mock mode never proxies), so one marker line means something changed.
import net from 'node:net'

const MARKER = 'PRISM-PEER-NETWORK-BLOCKED'
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|0:0:0:0:0:0:0:1|::ffff:127(?:\.\d{1,3}){3})$/i

/** Where a Socket#connect call goes: a host name, or null for a Unix socket path. */
function targetOf(args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (first && typeof first === 'object') return first.path ? null : String(first.host ?? 'localhost')
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null
  return typeof args[1] === 'string' ? args[1] : 'localhost'
}

const connect = net.Socket.prototype.connect
net.Socket.prototype.connect = function guardedConnect(...args) {
  const host = targetOf(args)
  if (host !== null && !LOOPBACK.test(host.replace(/^\[|\]$/g, ''))) {
    process.stderr.write(`${MARKER} ${host}\n`)
    process.nextTick(() => this.destroy(new Error(`${MARKER}: ${host} is not this machine`)))
    return this
  }
  return connect.apply(this, args)
}
