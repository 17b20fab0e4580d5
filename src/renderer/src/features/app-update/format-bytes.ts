// Download and stored-data sizes in words, for the Updates panel and Settings: not part of the page's first script.
import type { IntlShape } from 'react-intl'

import { currentIntl, defineMessages } from '../../i18n'

const messages = defineMessages({
  bytes: {
    id: 'appUpdate.bytes',
    defaultMessage: '{bytes, number} B',
    description: 'A download size under a kilobyte: {bytes} bytes (B is the byte’s symbol).'
  }
})

const units = ['kilobyte', 'megabyte', 'gigabyte'] as const

/** "12.3 MB" — decimal units, as download sizes are usually given, with the locale's digits and symbols. */
export function formatBytes(bytes: number, intl: IntlShape = currentIntl()): string {
  if (bytes < 1000) return intl.formatMessage(messages.bytes, { bytes })
  let value = bytes / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  const digits = value < 10 ? 1 : 0
  return intl.formatNumber(value, {
    style: 'unit',
    unit: units[unit] ?? 'gigabyte',
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits
  })
}
