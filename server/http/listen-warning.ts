import type { AddressInfo } from 'node:net'
import { BlockList, isIP } from 'node:net'

// Node's BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against
// the IPv4 rule and any spelling of ::1, so no address is parsed by hand.
const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addAddress('::1', 'ipv6')

/** Whether only this computer can reach an address the server listens on. */
export function isLoopback(address: string): boolean {
  const family = isIP(address)
  return family !== 0 && LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

const shown = (entry: Pick<AddressInfo, 'address' | 'port'>): string =>
  isIP(entry.address) === 6 ? `[${entry.address}]:${entry.port}` : `${entry.address}:${entry.port}`

/**
 * One line for stderr when the server listens anywhere but loopback (0.0.0.0,
 * ::, a LAN address), or undefined. The demo passwords and API keys are
 * published in this repository, so anyone who can reach the port can sign in.
 */
export function nonLoopbackWarning(
  addresses: ReadonlyArray<string | Pick<AddressInfo, 'address' | 'port'>>
): string | undefined {
  // A string is a Unix socket or named pipe path: only this computer reaches it.
  const exposed = addresses.filter((entry) => typeof entry !== 'string').filter((entry) => !isLoopback(entry.address))
  if (exposed.length === 0) return undefined
  return (
    `Warning: the reference server is listening on ${exposed.map(shown).join(', ')}, which other computers can reach, ` +
    'and its demo passwords and API keys are published. Listen on 127.0.0.1 (--host 127.0.0.1, the default) unless you mean to share it.'
  )
}
