// What the offline cache says: the question before "Clear stored data".
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const offlineCacheMessages = defineMessages({
  clearMessage: {
    id: 'offlineCache.clear.message',
    defaultMessage: 'Clear stored data?',
    description: 'The question main asks before Settings › Privacy › “Clear stored data” removes what the app kept.'
  },
  clearDetail: {
    id: 'offlineCache.clear.detail',
    defaultMessage:
      'The copies of your views that Platform Desktop keeps to open at once and to work offline are removed from this computer, for every account. Your sign-ins stay; the views load again from the platform.',
    description:
      'The detail under “Clear stored data?”: what goes and what stays. “Platform Desktop” is the app’s name.'
  },
  clearConfirm: {
    id: 'offlineCache.clear.confirm',
    defaultMessage: 'Clear',
    description: 'The button in the “Clear stored data?” dialog that goes ahead.'
  }
})

export const clearQuestion = () => ({
  message: say(offlineCacheMessages.clearMessage),
  detail: say(offlineCacheMessages.clearDetail),
  confirmLabel: say(offlineCacheMessages.clearConfirm)
})
