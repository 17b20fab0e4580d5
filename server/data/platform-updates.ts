import { hoursBeforeEpoch } from './demo-epoch'
import { createRandom } from './random'
import type { PlatformUpdate } from './types'

export const PLATFORM_UPDATE_COUNT = 36

const AREAS = [
  'search',
  'notifications',
  'repositories',
  'projects',
  'the API',
  'profiles',
  'login',
  'the desktop app'
] as const
const CHANGES = ['Faster', 'Improved', 'Redesigned', 'More reliable', 'Accessible', 'Simpler'] as const
const TAGS = ['api', 'web', 'security', 'performance', 'desktop', 'accessibility'] as const

/** Newest first; ids count up with time, so the newest has the highest id. */
export function buildPlatformUpdates(): PlatformUpdate[] {
  const random = createRandom(0x0bd8)
  const updates: PlatformUpdate[] = []
  let hoursAgo = 3
  for (let id = PLATFORM_UPDATE_COUNT; id >= 1; id -= 1) {
    const area = random.pick(AREAS)
    const change = random.pick(CHANGES)
    const tags = [random.pick(TAGS)]
    if (random.chance(0.4)) {
      const extra = random.pick(TAGS)
      if (!tags.includes(extra)) tags.push(extra)
    }
    updates.push({
      id,
      title: `${change} ${area}`,
      body: `${change} ${area}: release ${id} rolls out to everyone this week. No action is needed.`,
      publishedAt: hoursBeforeEpoch(hoursAgo),
      tags
    })
    hoursAgo += random.int(24, 96)
  }
  return updates
}
