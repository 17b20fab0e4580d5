// What the last-seen ping says when it fails in a way nobody worded: a
// message put into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

const m = defineMessages({
  pingFailed: {
    id: 'ping.error.failed',
    defaultMessage: 'The last-seen ping failed.',
    description:
      'Error shown for the last-seen ping (the app telling the platform it is in use) when it failed without a sentence of its own.'
  }
})

export const pingFailed = () => say(m.pingFailed)
