import type { Persistence } from '@shared/session'

import { defineMessages, type Message } from '../../i18n'

/** Account › Session: how the sign-in is kept, in words. */
export const persistenceText: Record<Persistence, Message> = defineMessages({
  encrypted: {
    id: 'account.session.stored.encrypted',
    defaultMessage: 'Encrypted by your system keychain',
    description: 'Account › Session › Stored: the sign-in is kept encrypted by the OS keychain.'
  },
  weak: {
    id: 'account.session.stored.weak',
    defaultMessage: 'Not protected by a keyring: stored under a key other programs can know (weak protection)',
    description: 'Account › Session › Stored: the sign-in is kept with weak protection (Linux without a keyring).'
  },
  memory: {
    id: 'account.session.stored.memory',
    defaultMessage: 'Kept in memory only; you will need to sign in again after quitting',
    description: 'Account › Session › Stored: the sign-in is not kept on disk.'
  }
})
