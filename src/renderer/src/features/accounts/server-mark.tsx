import '../../styles/server-colors.css'

import { type ServerColor, serverColorNames } from '@shared/server-color'

import { useIntl } from '../../i18n'

/**
 * A server's colour (src/shared/server-color.ts) as a small square: a
 * picture named by the colour ("Teal"), so it can be spoken of. Always beside
 * the server's host, which tells the servers apart without it.
 */
export function ServerMark({
  color,
  decorative = false
}: {
  color: ServerColor
  /** Beside the colour's own name (a choice in Settings): hidden from screen readers, which read that name. */ decorative?: boolean
}) {
  const intl = useIntl()
  const className = `server-mark server-color-${color}`
  if (decorative) return <span aria-hidden="true" className={className} data-color={color} />
  const name = intl.formatMessage(serverColorNames[color])
  return <span role="img" aria-label={name} title={name} className={className} data-color={color} />
}
