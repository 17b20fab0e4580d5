// The renderer's only door to the outside world. Components call `invoke`
// and `subscribe` instead of touching `window.platform`, so tests can install
// a fake bridge and a broken bridge can never crash a view.
import type { Channel, EventName, IpcEvents, RequestOf, ResponseOf, StartChannel } from '@shared/ipc'
import { channelScope } from '@shared/ipc-names'
import type { Result } from '@shared/result'

type Args<C extends Channel> = RequestOf<C> extends undefined ? [] : [request: RequestOf<C>]
type Invoker<C extends Channel> = (request?: RequestOf<C>, account?: string) => Promise<Result<ResponseOf<C>>>

/**
 * The account the page speaks for (src/shared/accounts.ts): the one the views
 * show, or the new one while Add account signs it in. Every call names it, so
 * main answers for that account even if another is on screen by the time it
 * runs. Null: none yet (main answers for its active account).
 */
let callAccount: string | null = null

export function setCallAccount(account: string | null): void {
  callAccount = account
}

const unexpectedFailure = {
  kind: 'internal',
  message:
    'Something unexpected went wrong inside the app. Please try again, or restart Platform Desktop if it keeps happening.'
} as const

export function invoke<C extends Channel>(channel: C, ...args: Args<C>): Promise<Result<ResponseOf<C>>> {
  return invokeAs(callAccount, channel, ...args)
}

/** A call for one account (a query of that account's cache): answered for it whatever the page shows meanwhile. */
export async function invokeAs<C extends Channel>(
  account: string | null,
  channel: C,
  ...args: Args<C>
): Promise<Result<ResponseOf<C>>> {
  try {
    // The bridge never throws for expected failures; anything thrown here is
    // a bug or a missing preload, and still becomes a sentence for people.
    const call = window.platform[channel] as Invoker<C>
    const request = args.length === 0 ? undefined : args[0]
    // An app-wide call is for no account: main refuses one that names any.
    return account === null || channelScope(channel) === 'app' ? await call(request) : await call(request, account)
  } catch {
    return { ok: false, error: { ...unexpectedFailure } }
  }
}

/** The answer to a question the preload asked as the page started (null: none asked, taken already, or no bridge). */
function takeAsked<C extends StartChannel>(channel: C): Promise<Result<ResponseOf<C>>> | null {
  try {
    return window.platform?.takeStartAnswer?.(channel) ?? null
  } catch {
    return null
  }
}

/**
 * Bootstrap's answer to the question the preload asked as the page started (null: none, or taken already). One that
 * failed is asked again through the channel: the preload asked before the page was there, and only the page's own
 * question decides that the start failed.
 */
export function takeStartAnswer(): Promise<Result<ResponseOf<'app:bootstrap'>>> | null {
  const asked = takeAsked('app:bootstrap')
  if (!asked) return null
  return asked.then(
    (answer) => (answer.ok ? answer : invoke('app:bootstrap')),
    () => invoke('app:bootstrap')
  )
}

export function subscribe<E extends EventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void {
  // Optional chaining: tolerate a missing bridge in a plain browser tab.
  return window.platform?.on(event, listener) ?? (() => undefined)
}
