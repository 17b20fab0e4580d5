// What main kept of the views an account was shown (issue 38): the window
// opens on it at once, says how old it is, and keeps it while the platform
// is out of reach. Main's offline-cache feature keeps it, sealed on disk for
// a remembered sign-in only.

/** One kept answer: the channel and arguments it answered (the page's query key), and when. */
export interface CachedAnswerModel {
  channel: string
  request: unknown
  value: unknown
  /** When main served it (ms since the epoch). */
  savedAt: number
}

export interface CachedAnswersModel {
  answers: CachedAnswerModel[]
}

/**
 * The kept channels whose answers can be megabytes (a followers list of 50,000 people is about 7 MB): a start asks
 * for the other answers first ('first', what the first screen draws) and for these once that screen is painted
 * ('lists'), so a big list kept from an earlier run never holds back the window (docs/performance.md).
 */
export const KEPT_LIST_CHANNELS: readonly string[] = ['people:followers']

/** Which of an account's kept answers to give: every one (none named), or one part of them. */
export type KeptPart = 'first' | 'lists'

export const inKeptPart = (channel: string, part: KeptPart | undefined): boolean =>
  part === undefined || KEPT_LIST_CHANNELS.includes(channel) === (part === 'lists')

/** What "Clear stored data" would clear: every account's kept answers, in bytes. */
export interface StoredDataModel {
  bytes: number
}
