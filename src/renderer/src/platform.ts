// The renderer's only door to the outside world. Components call `invoke`
// and `subscribe` instead of touching `window.platform`, so tests can install
// a fake bridge and a broken bridge can never crash a view.
import type { Channel, EventName, IpcEvents, RequestOf, ResponseOf } from '@shared/ipc'
import type { Result } from '@shared/result'

type Args<C extends Channel> = RequestOf<C> extends undefined ? [] : [request: RequestOf<C>]
type Invoker<C extends Channel> = (request?: RequestOf<C>) => Promise<Result<ResponseOf<C>>>

const unexpectedFailure = {
  kind: 'internal',
  message: 'Something unexpected went wrong inside the app. Please try again, or restart Platform Desktop if it keeps happening.'
} as const

export async function invoke<C extends Channel>(channel: C, ...args: Args<C>): Promise<Result<ResponseOf<C>>> {
  try {
    // The bridge never throws for expected failures; anything thrown here is
    // a bug or a missing preload, and still becomes a sentence for people.
    const call = window.platform[channel] as Invoker<C>
    return args.length === 0 ? await call() : await call(args[0])
  } catch {
    return { ok: false, error: { ...unexpectedFailure } }
  }
}

export function subscribe<E extends EventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void {
  // Optional chaining: tolerate a missing bridge in a plain browser tab.
  return window.platform?.on(event, listener) ?? (() => undefined)
}
