// What search says: its failures and the name it gives what it found.

/** The search a newer query replaced; the page never shows it. */
export const SEARCH_REPLACED = 'A newer search replaced this one.'
/** The platform answered 400; `reason` is the request's own sentence. */
export const cannotSearchFor = (reason: string) => `The platform could not search for that. Try other words. (${reason})`
/** What the platform sent, as an unreadable answer names it. */
export const SEARCH_RESULTS = 'search results'
/** The group of results that came without a group name. */
export const RESULTS_GROUP = 'Results'
