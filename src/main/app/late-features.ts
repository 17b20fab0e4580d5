// Every feature but the early ones (early-features.ts) comes in a chunk of its
// own, built after the page's first answer (issue 39: main runs only what the
// first window and its first answer need before them; afterFirstAnswer,
// below, says when). A request for one of their channels that comes sooner
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

/** `dispatch`, calling `then` once, after the page's first question (app:bootstrap) has been answered. */
export function afterFirstAnswer(dispatch: Dispatch, then: () => void): Dispatch {
  let waiting = true
  return async (channel, ...rest) => {
    const answer = await dispatch(channel, ...rest)
    if (waiting && channel === 'app:bootstrap') {
      waiting = false
      setImmediate(then)
    }
    return answer
  }
}
