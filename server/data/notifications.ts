import { hoursBeforeEpoch } from './demo-epoch'
import { createRandom } from './random'
import type { Notification } from './types'

const TEMPLATES = [
  { type: 'follow', title: 'New follower', body: 'Someone new follows you.' },
  { type: 'mention', title: 'You were mentioned', body: 'You were mentioned in a project discussion.' },
  { type: 'security', title: 'New sign-in', body: 'Your account signed in from a new device.' },
  { type: 'system', title: 'Scheduled maintenance', body: 'Git hosting has maintenance scheduled in two days.' },
  { type: 'mention', title: 'Review requested', body: 'A repository owner asked for your review.' }
] as const

/** Newest first. Seeded per account so each account has its own list. */
export function buildNotifications(userId: number): Notification[] {
  const random = createRandom(0x4077 + userId)
  const count = random.int(8, 15)
  const list: Notification[] = []
  let hoursAgo = 1
  for (let n = 0; n < count; n += 1) {
    const template = random.pick(TEMPLATES)
    list.push({
      id: userId * 1000 + count - n,
      type: template.type,
      title: template.title,
      body: template.body,
      createdAt: hoursBeforeEpoch(hoursAgo),
      read: n >= 3 && random.chance(0.7)
    })
    hoursAgo += random.int(2, 40)
  }
  return list
}
