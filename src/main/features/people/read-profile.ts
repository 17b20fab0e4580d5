// GET /v1/user/data/{id}: "User data", fields not shown. Platforms send the
// user as the body itself or inside `user`, `data`, `result` or `profile`,
// under many spellings; we recognise the common ones and keep the rest.
import { type CountKind, countKinds, type CountModel, type ProfileModel } from '@shared/people'

import {
  asCount,
  asUrl,
  bounded,
  FieldReader,
  isRecord,
  keysOf,
  normalizeKey,
  unwrap
} from '../../core/view-model/read-fields'

const ENVELOPES = ['user', 'data', 'result', 'profile']
// Envelope fields that describe the answer, not the user.
const ENVELOPE_NOISE = new Set(['status', 'code', 'message', 'success', 'ok'])

const NAME = ['name', 'displayName', 'fullName', 'realName']
const FIRST = ['firstName', 'givenName']
const LAST = ['lastName', 'familyName', 'surname']
const USERNAME = ['username', 'login', 'handle', 'screenName', 'nickname', 'nick', 'userName']
const EMAIL = ['email', 'emailAddress', 'mail', 'publicEmail']
const PHONE = ['phone', 'phoneNumber', 'mobile', 'tel', 'telephone']
const AVATAR = [
  'avatar',
  'avatarUrl',
  'avatarURL',
  'picture',
  'pictureUrl',
  'image',
  'imageUrl',
  'photo',
  'photoUrl',
  'profileImage',
  'profileImageUrl'
]
const BIO = ['bio', 'about', 'description', 'summary', 'biography']
const LAST_SEEN = [
  'lastSeen',
  'lastSeenAt',
  'lastActive',
  'lastActiveAt',
  'lastOnline',
  'lastLogin',
  'lastLoginAt',
  'seenAt'
]
const ID = ['id', 'userId', 'uid']
const COUNT_CONTAINERS = ['counts', 'stats', 'statistics']
const BARE_COUNTS = new Set(['followers', 'following', 'projects', 'repositories', 'repos'])
/** Counts shown: a profile with thousands of numbers is showing something else. */
const MAX_COUNTS = 50

export function readProfile(userId: string, body: unknown): ProfileModel {
  const empty: ProfileModel = {
    userId,
    name: null,
    username: null,
    email: null,
    phone: null,
    avatarUrl: null,
    bio: null,
    lastSeen: null,
    counts: [],
    extra: {}
  }
  const root = unwrap(body, ENVELOPES)
  if (!isRecord(root)) return { ...empty, unexpected: bounded(body) }

  const user = new FieldReader(root)
  const first = user.text(FIRST, 100)
  const last = user.text(LAST, 100)
  const name = user.text(NAME, 200) ?? ([first, last].filter(Boolean).join(' ') || null)
  // The id asked for is the one the other endpoints answer to; a different one in the body stays in the details.
  const bodyId = user.text(ID, 64)
  if (bodyId !== null && bodyId !== userId) user.keep(ID)
  const avatar = user.take(AVATAR)

  const profile: ProfileModel = {
    userId,
    name,
    username: user.text(USERNAME, 100),
    email: user.text(EMAIL, 320),
    phone: user.text(PHONE, 64),
    avatarUrl: asUrl(isRecord(avatar) ? (avatar.url ?? avatar.href ?? avatar.src) : avatar),
    bio: user.text(BIO, 2_000),
    lastSeen: user.text(LAST_SEEN, 64),
    counts: readCounts(user),
    extra: {}
  }
  profile.extra = { ...envelopeRest(body, root), ...user.rest() }
  return profile
}

/** `followersCount`, `repositories_count`, `stats: { stars: 3 }`… as labelled numbers. */
function readCounts(user: FieldReader): CountModel[] {
  const bare = new Set<string>()
  const counts: CountModel[] = []
  for (const key of keysOf(user.record)) {
    const value = user.record[key]
    // followersCount, followers_count, FOLLOWERS_COUNT; numFollowers, number_of_followers, totalStars — not "account".
    const match =
      /^(.+?)(?:[-_][cC][oO][uU][nN][tT]|Count)$/.exec(key) ??
      /^(?:num|[nN]umber[-_]?[oO]f|total)(?:[-_]([a-z].*)|([A-Z].*))$/.exec(key)
    const stem = match?.[1] ?? match?.[2]
    const n = asCount(value)
    if (stem && n !== null) {
      counts.push(countOf(stem, n))
      user.markUsed(key)
    }
  }
  const container = user.take(COUNT_CONTAINERS)
  if (isRecord(container))
    for (const key of keysOf(container, MAX_COUNTS)) {
      const n = asCount(container[key])
      if (n !== null) counts.push(countOf(key.replace(/[-_]?count$/i, ''), n))
    }
  // Bare `followers: 12` (a number, not a list) is a count too.
  for (const key of keysOf(user.record)) {
    const name = normalizeKey(key)
    const n = asCount(user.record[key])
    if (BARE_COUNTS.has(name) && n !== null && typeof user.record[key] === 'number' && !bare.has(name)) {
      bare.add(name)
      counts.push(countOf(name, n))
      user.markUsed(key)
    }
  }
  const seen = new Set<string>()
  return counts.filter((count) => !seen.has(count.label) && seen.add(count.label)).slice(0, MAX_COUNTS)
}

/** "followers" → Followers (a known kind), "repo" → Repositories, "openIssues" → "Open issues" (the platform's own, kind null). */
function countOf(raw: string, value: number): CountModel {
  const word = raw
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  const named: Record<string, string> = {
    repo: 'repositories',
    repos: 'repositories',
    follower: 'followers',
    project: 'projects',
    star: 'stars'
  }
  const label = named[word] ?? word
  const kind = (countKinds as readonly string[]).includes(label) ? (label as CountKind) : null
  return { label: label.charAt(0).toUpperCase() + label.slice(1), value, kind }
}

/** Fields beside the envelope that say something about the user (not `status: "200"`). */
function envelopeRest(body: unknown, root: unknown): Record<string, unknown> {
  if (body === root || !isRecord(body)) return {}
  const out: Record<string, unknown> = {}
  for (const key of keysOf(body)) {
    const value = body[key]
    if (value === root || ENVELOPE_NOISE.has(normalizeKey(key)) || ENVELOPES.includes(normalizeKey(key))) continue
    out[key] = value
  }
  return bounded(out) as Record<string, unknown>
}
