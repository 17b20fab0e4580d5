// What main says about navigation: the page reported a place that is not one.

/** The page reported a route main does not know (a bug or a tampered page). */
export const NOT_A_PLACE = 'That is not a place in Platform Desktop, so it was not remembered.'
