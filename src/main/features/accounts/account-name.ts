// What a platform says its user is called becomes an account's name: shown in
// the list, in notices and menus, and kept in the settings file, whose schema
// refuses a name over 256 characters. Platform text is not ours to trust: one
// 306-character name once made every save of the account list fail, for every
// account. So a name is cleaned and capped before it is stored.
import { hasInvisible, osText } from '../../desktop/os/os-text'

/** Well under the settings schema's 256, and still more than any list or menu shows. */
export const MAX_ACCOUNT_NAME = 128
/** The settings schema's own limit for a user id. */
export const MAX_USER_ID = 64

const ELLIPSIS = '…'
const SPACES = /\s+/gu

/**
 * A name fit to store and show: no control or format characters, one space
 * between words, at most MAX_ACCOUNT_NAME code points, and an ellipsis where
 * it was cut. Counted by code point so a cut never splits a surrogate pair.
 */
export function cleanAccountName(raw: string): string {
  // The rule of every OS surface (os-text.ts): format characters (bidi overrides, zero-width ones) go, breaks become spaces.
  const clean = osText(raw).replace(SPACES, ' ').trim()
  const points = [...clean]
  if (points.length <= MAX_ACCOUNT_NAME) return clean
  // trimEnd: a cut right after a word would otherwise read "Ann …".
  const cut = points
    .slice(0, MAX_ACCOUNT_NAME - 1)
    .join('')
    .trimEnd()
  return `${cut}${ELLIPSIS}`
}

/**
 * A user id as the platform gave it, or null. Never shortened: a shortened id
 * would be someone else's, and ids are compared to tell people apart.
 */
export function cleanUserId(raw: string | null): string | null {
  if (raw === null || hasInvisible(raw) || [...raw].length > MAX_USER_ID) return null
  return raw
}
