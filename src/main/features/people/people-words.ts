// What the people views' requests say: failures about a user id, and the
// names main gives what the platform left unnamed. Each is a message put
// into words when it is used.
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const peopleMessages = defineMessages({
  notAUserId: {
    id: 'people.userId.invalid',
    defaultMessage:
      '“{id}” is not a user id. A user id is letters, digits, dots, dashes or underscores, at most 64 of them.',
    description:
      'Error in a profile view: the user id asked for is not a valid id. {id} is what was asked for (its first 40 characters).'
  },
  noSuchUser: {
    id: 'people.userId.notFound',
    defaultMessage: 'The platform has no user with the id “{id}”.',
    description: 'Error in a profile view: the platform answered 404 for this user. {id} is the user id.'
  },
  followersNeedNumericId: {
    id: 'people.followers.needNumericId',
    defaultMessage: 'Followers can only be listed for a numeric user id, and “{id}” is not one.',
    description:
      'Error in the Followers view: followers can only be listed by numeric id. {id} is the id asked for (its first 40 characters).'
  },
  userLabel: {
    id: 'people.followers.userLabel',
    defaultMessage: 'User {id}',
    description: 'Followers list: the name shown for a follower the platform gave an id but no name. {id} is the id.'
  },
  followersUnreadable: {
    id: 'people.followers.unreadable',
    defaultMessage:
      'The platform sent the followers in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in the Followers view: the answer had nothing the app could read as a list of followers.'
  },
  activityUnreadable: {
    id: 'people.activity.unreadable',
    defaultMessage:
      'The platform sent the activity in a form Platform Desktop cannot read. Try again later; if it keeps happening, your platform may not be supported yet.',
    description: 'Error in the Activity view: the answer had nothing the app could read as activity.'
  },
  activityGroup: {
    id: 'people.activity.untitledGroup',
    defaultMessage: 'Activity',
    description: 'Activity view: the heading of a group of activity the platform sent without a group name.'
  }
})

export const notAUserId = (id: string) => say(peopleMessages.notAUserId, { id: id.slice(0, 40) })
export const followersNeedNumericId = (id: string) =>
  say(peopleMessages.followersNeedNumericId, { id: id.slice(0, 40) })
