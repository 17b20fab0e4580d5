// What needs the network says so while the platform is out of reach
// (issue 38): Search, the leak check and Mark all as read are disabled with
// this sentence rather than failing one by one. Read marks on single items
// need nothing more: they are kept locally and sent with the next list.
import { serverHost } from '@shared/server-host'

import { useAccountsStore } from '../features/accounts/accounts-store'
import { defineMessages, useIntl } from '../i18n'
import { useOutOfReach } from './out-of-reach'

const messages = defineMessages({
  needsConnection: {
    id: 'ui.offline.needsConnection',
    defaultMessage: 'Not available while {host} can’t be reached.',
    description:
      'Said beside Search, the leak check and Mark all as read while the platform’s server cannot be reached; {host} is the server (platform.example.com).'
  }
})

/** Null while the server on screen can be reached; else why what needs it is disabled. */
export function useOfflineReason(): string | null {
  const intl = useIntl()
  const out = useOutOfReach()
  const baseUrl = useAccountsStore(
    (s) => s.view.accounts.find((account) => account.id === s.view.active)?.baseUrl ?? null
  )
  if (out === null) return null
  return intl.formatMessage(messages.needsConnection, { host: serverHost(baseUrl ?? '', baseUrl ?? '') })
}
