// What the people views' requests say: failures about a user id, and the
// names main gives what the platform left unnamed.

export const notAUserId = (id: string) => `“${id.slice(0, 40)}” is not a user id. A user id is letters, digits, dots, dashes or underscores, at most 64 of them.`
/** The platform answered 404 for this user. */
export const noSuchUser = (id: string) => `The platform has no user with the id “${id}”.`
export const followersNeedNumericId = (id: string) => `Followers can only be listed for a numeric user id, and “${id.slice(0, 40)}” is not one.`
/** A follower the platform gave an id but no name. */
export const userLabel = (id: string) => `User ${id}`
/** What the platform sent, as an unreadable answer names it. */
export const THE_FOLLOWERS = 'the followers'
export const THE_ACTIVITY = 'the activity'
/** The group of activity that came without a group name. */
export const ACTIVITY_GROUP = 'Activity'
