// What search says: its failures and the name it gives what it found. Each
// is a message put into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../i18n'

const m = defineMessages({
  searchReplaced: {
    id: 'search.error.replaced',
    defaultMessage: 'A newer search replaced this one.',
    description: 'Error of a search that a newer query replaced (the page does not show it, but it is kept readable).'
  },
  cannotSearchFor: {
    id: 'search.error.cannotSearchFor',
    defaultMessage: 'The platform could not search for that. Try other words. ({reason})',
    description: 'Error in Search: the platform answered 400 to the query. {reason} is the request error sentence (a whole sentence).'
  },
  resultsUnreadable: {
    id: 'search.error.unreadable',
    defaultMessage: 'The platform sent search results in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in Search: the answer had nothing the app could read as search results.'
  },
  resultsGroup: {
    id: 'search.results.untitledGroup',
    defaultMessage: 'Results',
    description: 'Search: the heading of a group of results the platform sent without a group name.'
  }
})

/** The search a newer query replaced; the page never shows it. */
export const searchReplaced = () => say(m.searchReplaced)
/** The platform answered 400; `reason` is the request's own sentence. */
export const cannotSearchFor = (reason: string) => say(m.cannotSearchFor, { reason })
export const resultsUnreadable = () => say(m.resultsUnreadable)
/** The group of results that came without a group name. */
export const resultsGroup = () => say(m.resultsGroup)
