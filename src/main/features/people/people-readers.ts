// People's readers (src/main/core/body/body-readers.ts): a profile, its activity
// and its followers, each read into a bounded view model.
import type { ResponseMeta } from '../../core/body/body-readers'
import { readActivity } from './read-activity'
import { readFollowers } from './read-followers'
import { readProfile } from './read-profile'

export const peopleReaders = {
  profile: (body: unknown, _meta: ResponseMeta, userId: string) => readProfile(userId, body),
  activity: (body: unknown, _meta: ResponseMeta, userId: string) => readActivity(userId, body),
  followers: (body: unknown, _meta: ResponseMeta, userId: string) => readFollowers(userId, body)
}

type PeopleReaders = typeof peopleReaders
declare module '../../core/body/body-readers' {
  interface FeatureReaders extends PeopleReaders {}
}
