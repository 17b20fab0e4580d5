// What main says about navigation: the page reported a place that is not one.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

const m = defineMessages({
  notAPlace: {
    id: 'navigation.error.notAPlace',
    defaultMessage: 'That is not a place in Platform Desktop, so it was not remembered.',
    description:
      'Error when the page reported a view or address that the app does not have (so it is not remembered as the last place).'
  }
})

/** The page reported a route main does not know (a bug or a tampered page). */
export const notAPlace = () => say(m.notAPlace)
