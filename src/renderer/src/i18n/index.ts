// How the page speaks (docs/localisation.md): declare a file's messages with
// defineMessages, then format them with useIntl() in a component, <Say> for
// a message as JSX, or currentIntl() outside React.
import type { ReactNode } from 'react'
import type { IntlShape } from 'react-intl'

import type { AppLocale } from '@shared/i18n/locales'
import type { Message } from '@shared/i18n/messages'

import { useLocaleStore } from './locale-store'

export { applyLocale, currentIntl } from './locale-store'
export { defineMessage, defineMessages, type Message } from '@shared/i18n/messages'

/** The page's intl object (react-intl's IntlShape): formatMessage, formatNumber, formatDate, formatList, formatRelativeTime… Re-renders the component when the language changes. */
export function useIntl(): IntlShape {
  return useLocaleStore((state) => state.intl)
}

/** The page's direction (ltr, rtl), for a component that lays itself out without reading the document's dir (Radix's menus default to ltr). */
export function useDirection(): AppLocale['direction'] {
  return useLocaleStore((state) => state.locale.direction)
}

type RichValues = Parameters<IntlShape['formatMessage']>[1]

/** A message as JSX; values may hold elements ("<b>{name}</b>" with b: (chunks) => <b>{chunks}</b>). */
export function Say({ message, values }: { message: Message; values?: RichValues }): ReactNode {
  return useIntl().formatMessage(message, values) as ReactNode
}
