// GET /v1/maintenance/ (the form without an id): which services exist.
// Platforms send a list of ids, a list of objects, an object keyed by id, or
// any of those under `services` or `data`.
import { asId, asText, findField, isRecord, keysOf, unwrap } from '../../core/view-model/read-fields'

export interface ListedService {
  id: string
  name: string | null
}

const ENVELOPES = ['services', 'data', 'result', 'items', 'components']
const ID = ['id', 'slug', 'key', 'serviceId', 'name']
const NAME = ['name', 'title', 'displayName', 'label']
// Keys of an object that describe the answer rather than name a service.
const NOT_SERVICES = /^(?:status|code|message|success|ok|count|total|updatedAt|page|limit)$/i
/** Services watched at most: each is one request per check. */
export const MAX_SERVICES = 100
// Entries looked at to find them: duplicates and junk are skipped, but the scan stops somewhere.
const MAX_SCANNED = 10 * MAX_SERVICES

export function readServiceList(body: unknown): ListedService[] {
  const root = unwrap(body, ENVELOPES, (inner) => isRecord(inner) || Array.isArray(inner))
  const found: ListedService[] = []
  if (Array.isArray(root)) {
    for (const entry of root.slice(0, MAX_SCANNED)) {
      if (isRecord(entry)) {
        const id = asId(findField(entry, ID)?.value)
        if (id) found.push({ id, name: asText(findField(entry, NAME)?.value, 100) })
      } else {
        const id = asId(entry)
        if (id) found.push({ id, name: null })
      }
    }
  } else if (isRecord(root)) {
    for (const key of keysOf(root, MAX_SCANNED)) {
      const value = root[key]
      if (NOT_SERVICES.test(key) || !asId(key)) continue
      found.push({ id: key, name: isRecord(value) ? asText(findField(value, NAME)?.value, 100) : null })
    }
  }
  const seen = new Set<string>()
  return found
    .filter((service) => !seen.has(service.id.toLowerCase()) && seen.add(service.id.toLowerCase()))
    .slice(0, MAX_SERVICES)
}
