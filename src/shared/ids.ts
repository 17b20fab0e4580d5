// The one shape of an id the app puts into a platform path or a route (a
// user, a watched service): only URL-unreserved characters, so an id never
// needs escaping and can never reach another path segment. Routes, the
// people handlers, "Open user…" and the watched-services setting (and the
// settings file's schema, through its source) all test against this.
export const ID_PATTERN = /^[A-Za-z0-9._~-]{1,64}$/

/** A numeric id: what the platform's followers path takes, and the only id the app's own links carry. */
export const NUMERIC_ID = /^\d{1,15}$/
