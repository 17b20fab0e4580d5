// What the readers say when a body is not what they can read, and the name
// they give an item the platform left untitled. Each feature names what it
// asked for ("the followers") in its own words module.

/** `what` names what was asked for: "the followers", "search results"… */
export const unreadableBody = (what: string) =>
  `The platform sent ${what} in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.`
export const UNTITLED = 'Untitled'
