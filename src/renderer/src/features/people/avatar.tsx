import './people.css'

import { useQuery } from '@tanstack/react-query'

import { accountOfMeta, call } from '../../ui/bridge-query'
import { useSettingsStore } from '../settings/settings-store'

/** "Ada Lovelace" → "AL", "ada" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('') || '?'
}

/** sm: a row in a long list; xl: the person a view is about. Without one, the size its container gives it (72 px by default). */
export type AvatarSize = 'sm' | 'xl'

const avatarClass = (size: AvatarSize | undefined) => (size ? `avatar avatar-${size}` : 'avatar')

/**
 * Initials alone, for someone the platform named without a picture: no
 * query and no IPC, so a virtualised list of 50,000 rows can show one on
 * every row at no cost. Decorative: the name beside it says who it is.
 */
export function InitialsAvatar({ name, size }: { name: string; size?: AvatarSize }) {
  return (
    <div className={avatarClass(size)} aria-hidden="true" translate="no">
      {initialsOf(name)}
    </div>
  )
}

/**
 * Main loads the image (the renderer's CSP allows images only from itself and
 * data: URLs) and hands back a data: URL; until then, or when there is none,
 * the person's initials stand in. "Load pictures from other websites" is part
 * of the key, so changing it asks main again at once.
 */
export function Avatar({ url, name, size }: { url: string | null; name: string; size?: AvatarSize }) {
  const otherSites = useSettingsStore((s) => s.settings?.loadRemotePictures ?? false)
  const image = useQuery({
    queryKey: ['people:avatar', { url }, { otherSites }],
    queryFn: ({ meta }) => call('people:avatar', { url: url ?? '' }, accountOfMeta(meta)),
    enabled: url !== null,
    staleTime: Infinity
  })
  const src = image.data ?? null
  return (
    <div className={avatarClass(size)} aria-hidden="true" translate="no">
      {src ? <img src={src} alt="" width={72} height={72} /> : initialsOf(name)}
    </div>
  )
}
