// What main kept of the views an account was shown (issue 38): the window
// opens on it at once, says how old it is, and keeps it while the platform
// is out of reach. Main's offline-cache feature keeps it, sealed on disk for
// a remembered sign-in only.
import type { Route } from './routes'

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

/** The longest picture of a screen main keeps, in characters of markup: a view's is 10–60 KB. */
export const MAX_KEPT_SCREEN_CHARS = 512 * 1024

/**
 * A picture of the signed-in window as it was last painted (issue 38 §1): at the next start the page shows it, inert,
 * from the moment its first script runs until the live screen takes its place (renderer app/kept-screen.ts). Main
 * keeps it with the account's kept answers, sealed, and for as long as they are.
 */
export interface KeptScreenModel {
  /** The window's markup as painted, made inert by the page (no ids, no scripts, no handlers, styles set aside). */
  html: string
  /** The path of the stylesheet it was painted with: a build with other styles never shows it. */
  stylesheet: string
  /** What it showed: it is shown again only when the start opens the same. */
  route: Route
  /** The language (its formats' tag, as AppLocale.format) and direction it was painted in. */
  lang: string
  dir: 'ltr' | 'rtl'
}

/** The picture main kept for the account on screen, with whose it is and when it was kept. */
export interface KeptScreenAnswer {
  account: string
  screen: KeptScreenModel
  savedAt: number
}
