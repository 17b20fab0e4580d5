// The public keys this build accepts on a Linux update feed, from
// trusted-update-keys.json (bundled into main at build). More than one while a
// key is rotated; docs/releases.md "Updates" has the steps. The release workflow refuses
// to sign with a key that is not listed here (scripts/sign-update-feed.mjs).
import { z } from 'zod'

import { type TrustedKey, trustedKey } from './feed-signature'
import listed from './trusted-update-keys.json'

const KeyList = z.object({
  keys: z.array(z.object({ publicKey: z.string(), note: z.string().optional() }))
})

export function trustedUpdateKeys(): TrustedKey[] {
  return KeyList.parse(listed).keys.map((entry) => trustedKey(entry.publicKey))
}
