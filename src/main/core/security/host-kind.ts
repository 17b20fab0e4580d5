// What kind of place a URL's host names, as far as the name itself tells
// without asking DNS: this computer, a private or link-local network, the
// internet, or an address nothing should be fetched from. A DNS name that
// resolves to a private address looks "public" here; docs/security.md says
// why that is accepted.
import ipaddr from 'ipaddr.js'

export type HostKind = 'loopback' | 'private' | 'link-local' | 'public' | 'special'

/** Names reserved for one network: .local (RFC 6762), .home.arpa (RFC 8375), .internal (ICANN, 2024). */
const LOCAL_SUFFIXES = ['local', 'home.arpa', 'internal']

type Address = ReturnType<typeof ipaddr.parse>

function addressKind(address: Address): HostKind {
  // ::ffff:127.0.0.1 is 127.0.0.1 to the socket.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    return addressKind((address as ipaddr.IPv6).toIPv4Address())
  switch (address.range()) {
    // 0.0.0.0 and :: reach this computer when connected to.
    case 'loopback':
    case 'unspecified':
      return 'loopback'
    case 'private':
    case 'carrierGradeNat':
    case 'uniqueLocal':
      return 'private'
    case 'linkLocal':
      return 'link-local'
    case 'unicast':
      return 'public'
    // Multicast, broadcast, documentation and reserved blocks, and IPv6 forms that carry an IPv4 address to a translator.
    default:
      return 'special'
  }
}

/** `hostname` as URL gives it: IPv6 in brackets, IPv4 already in dotted form (the URL parser turns 0x7f.1 into 127.0.0.1). */
export function hostKind(hostname: string): HostKind {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase()
  if (host === '') return 'special'
  if (ipaddr.isValid(host)) return addressKind(ipaddr.parse(host))
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback'
  // A single label ("intranet") is completed with the local search domains.
  if (!host.includes('.') || LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)))
    return 'private'
  return 'public'
}
