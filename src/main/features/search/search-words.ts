// What search says: its failures and the name it gives what it found. Each
// is a message put into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const searchMessages = defineMessages({
  searchReplaced: {
    id: 'search.error.replaced',
    defaultMessage: 'A newer search replaced this one.',
    description: 'Error of a search that a newer query replaced (the page does not show it, but it is kept readable).'
  },
  cannotSearchFor: {
    id: 'search.error.cannotSearchForQuery',
    defaultMessage: 'The platform could not search for “{query}”. Try other words.',
    description: 'Error in Search: the platform refused the query (it answered 400). {query} is what the person typed.'
  },
  cannotSearchForSaid: {
    id: 'search.error.cannotSearchForQuerySaid',
    defaultMessage: 'The platform could not search for “{query}”. Try other words. It said: “{said}”',
    description:
      'Error in Search: the platform refused the query (it answered 400) and gave its reason. {query} is what the person typed, {said} the platform’s own words (untranslated).'
  },
  resultsUnreadable: {
    id: 'search.error.unreadable',
    defaultMessage:
      'The platform sent search results in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in Search: the answer had nothing the app could read as search results.'
  },
  resultsGroup: {
    id: 'search.results.untitledGroup',
    defaultMessage: 'Results',
    description: 'Search: the heading of a group of results the platform sent without a group name.'
  }
})
/** The platform refused `query` (400); `said`: its own words, when it gave any. No status code: the sentence says what it means. */
export const cannotSearchFor = (query: string, said: string | undefined) =>
  said === undefined
    ? say(searchMessages.cannotSearchFor, { query })
    : say(searchMessages.cannotSearchForSaid, { query, said })
