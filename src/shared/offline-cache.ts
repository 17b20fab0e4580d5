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

/** What "Clear stored data" would clear: every account's kept answers, in bytes. */
export interface StoredDataModel {
  bytes: number
}
