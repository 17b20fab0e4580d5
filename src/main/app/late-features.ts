// Every feature but the early ones (early-features.ts) comes in a chunk of its
// own, built after the page's first answer (issue 39: main runs only what the
// first window, its first answer and the start-up restore need before them;
// startUp, below, says when). A request for one of their channels that comes sooner
// loads them and waits; so does a tray item or a main menu command. Loading
// twice is once; a failed load (a chunk that could not be read) is tried
// again at the next ask.
import { chunk } from '@shared/chunk'
import { type Channel, channelNames } from '@shared/ipc'

import type { Dispatch } from '../core/ipc/dispatch'
import type { IpcHandlers } from './feature'

export interface LateFeatures<F> {
  /** The features, loaded and built at the first ask. */
  get(): Promise<F>
  /** The features if they are built; null before. */
  now(): F | null
  /** The features once built, or null when nothing has asked for them (or their load failed). */
  settled(): Promise<F | null>
}

export function lateFeatures<F>(load: () => Promise<F>): LateFeatures<F> {
  const features = chunk(load)
  let asked: Promise<F> | null = null
  return {
    get: () => (asked = features.load()),
    now: features.loaded,
    settled: () => (asked ? asked.catch(() => null) : Promise.resolve(features.loaded()))
  }
}

/** The handler of every channel: an early feature's, or the late features' once they are built. */
export function handlersOf(early: Partial<IpcHandlers>, late: () => Promise<{ handlers: IpcHandlers }>): IpcHandlers {
  const handlers: Partial<Record<Channel, unknown>> = {}
  for (const channel of channelNames) {
    handlers[channel] =
      early[channel] ??
      (async (request: never, context: never) => {
        const handler = (await late()).handlers[channel] as (request: never, context: never) => Promise<unknown>
        return handler(request, context)
      })
  }
  return handlers as IpcHandlers
}

/**
 * How long the background waits on a start-up restore that is itself waiting (a keyring prompt, a file the OS holds)
 * once the page has had its first answer: past it, the restore goes on beside the background's work.
 */
export const RESTORE_WAIT_MS = 1_000
/** How long the background jobs wait for the page's first question before they start without it (a page that failed). */
export const PAGE_WAIT_MS = 5_000

/** `promise`'s value, or `otherwise` `ms` later if it has not settled by then; the timer holds no process open. */
export const orAfter = <T, O = undefined>(promise: Promise<T>, ms: number, otherwise?: O): Promise<T | O> =>
  Promise.race([promise, new Promise<O>((resolve) => setTimeout(() => resolve(otherwise as O), ms).unref())])

/**
 * `dispatch`, and when the app has started up: once the page's first question (app:bootstrap) has been answered and
 * the start-up restore has ended (or RESTORE_WAIT_MS after the answer). The background's work waits for it: the
 * modules it loads and the checks it starts would take main's turns from the first answer and the restore, which are
 * what the window shows first (docs/performance.md, accounts.startupRatio20).
 */
export function startUp(
  dispatch: Dispatch,
  restored: Promise<void>
): { dispatch: Dispatch; startedUp: Promise<void>; startedUpOrPageWait: () => Promise<void> } {
  let answered: () => void = () => undefined
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve))
  let waiting = true
  const startedUp = firstAnswer.then(() => orAfter(restored, RESTORE_WAIT_MS))
  return {
    dispatch: async (channel, ...rest) => {
      const answer = await dispatch(channel, ...rest)
      if (waiting && channel === 'app:bootstrap') {
        waiting = false
        // After the answer has gone back to the page.
        setImmediate(answered)
      }
      return answer
    },
    startedUp,
    startedUpOrPageWait: () => orAfter(startedUp, PAGE_WAIT_MS)
  }
}
