// Each server's colour (issue 36): a mark beside its host in the header, the
// account lists and the Settings row, so two accounts named alike on two
// servers (staging beside production) differ at a glance. Always beside the
// host's name, never instead of it: colour alone fails people who cannot
// tell the colours apart and forced colours (docs/features.md, Which account
// you are in). Chosen per server in Settings, Automatic by default.
import { defineMessages, type Message } from './i18n/messages'

/** The palette, in the order Automatic tries them. Each is at least 3:1 against the page's backgrounds in both themes (styles/server-colors.css). */
export const SERVER_COLORS = ['blue', 'teal', 'green', 'gold', 'orange', 'red', 'pink', 'purple'] as const
export type ServerColor = (typeof SERVER_COLORS)[number]
/** What a server's accounts chose for it: a colour, or Automatic. */
export type ServerColorChoice = 'auto' | ServerColor

/** Each colour by its name: what the Settings choice, the mark's accessible name and its tooltip say. */
export const serverColorNames: Record<ServerColor, Message> = defineMessages({
  blue: {
    id: 'serverColor.blue',
    defaultMessage: 'Blue',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  },
  teal: {
    id: 'serverColor.teal',
    defaultMessage: 'Teal',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  },
  green: {
    id: 'serverColor.green',
    defaultMessage: 'Green',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  },
  gold: {
    id: 'serverColor.gold',
    defaultMessage: 'Gold',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  },
  orange: {
    id: 'serverColor.orange',
    defaultMessage: 'Orange',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  },
  red: {
    id: 'serverColor.red',
    defaultMessage: 'Red',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  },
  pink: {
    id: 'serverColor.pink',
    defaultMessage: 'Pink',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  },
  purple: {
    id: 'serverColor.purple',
    defaultMessage: 'Purple',
    description: 'A server’s colour (Settings › Server, and the name of the colour mark beside a server’s name).'
  }
})

export const isServerColor = (value: unknown): value is ServerColor =>
  typeof value === 'string' && (SERVER_COLORS as readonly string[]).includes(value)

/** The colour a host's name picks (FNV-1a over its lower-cased host): the same server gets the same colour on every computer. */
export function hashedColor(host: string): ServerColor {
  let hash = 0x811c9dc5
  for (const char of host.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return SERVER_COLORS[hash % SERVER_COLORS.length] ?? 'blue'
}

/**
 * Every server's colour, in the order of the account list: a chosen colour
 * as chosen; Automatic the colour its host picks or, when a server listed
 * before it has that colour (chosen, or what Automatic would give it), the
 * next one in the palette that none of them has, so the servers a person
 * holds differ as long as the palette lasts. A server's colour depends only
 * on the servers before it: adding an account on a new server never changes
 * the others', and choosing a colour for one changes a later one only when
 * the chosen colour is that one's own.
 */
export function serverColors(
  servers: readonly { server: string; host: string; chosen: ServerColorChoice }[]
): Map<string, ServerColor> {
  const colors = new Map<string, ServerColor>()
  // Each earlier server's colour and what Automatic gives it: a server keeps its colour when another's choice moves.
  const taken = new Set<ServerColor>()
  for (const { server, host, chosen } of servers) {
    if (colors.has(server)) continue
    const first = SERVER_COLORS.indexOf(hashedColor(host))
    const auto =
      SERVER_COLORS.map((_, step) => SERVER_COLORS[(first + step) % SERVER_COLORS.length] as ServerColor).find(
        (color) => !taken.has(color)
      ) ?? hashedColor(host)
    taken.add(auto)
    if (chosen !== 'auto') taken.add(chosen)
    colors.set(server, chosen !== 'auto' ? chosen : auto)
  }
  return colors
}
