// GET /v1/user/activity/{id}: `{ status, result }`, contents of `result` not
// shown. Platforms send a list, an object of lists (projects, repositories,
// …) or something else entirely; lists become groups with counts, items get
// their best title, and anything unreadable goes to the generic view.
import type { ActivityModel } from '@shared/people'

import { say } from '../../core/i18n'
import { isBare, isRecord, unreadable, unwrap } from '../../core/view-model/read-fields'
import { readGroups } from '../../core/view-model/read-groups'
import { peopleMessages } from './people-words'

const ENVELOPES = ['result', 'data', 'activity', 'activities']

export function readActivity(userId: string, body: unknown): ActivityModel {
  const root = unwrap(body, ENVELOPES, (inner) => isRecord(inner) || Array.isArray(inner))
  if (isBare(body)) throw unreadable(say(peopleMessages.activityUnreadable))
  const { groups, other } = readGroups(root, say(peopleMessages.activityGroup))
  return {
    userId,
    groups: groups.map((group) => ({
      ...group,
      items: group.items.map(({ key, title, secondary, date, url }) => ({ key, title, secondary, date, url }))
    })),
    other
  }
}
