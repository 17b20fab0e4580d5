// What the last-seen ping says when it fails in a way nobody worded.

export const PING_FAILED = 'The last-seen ping failed.'
