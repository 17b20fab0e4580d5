// The page's window.platform, built over a transport: src/preload/index.ts gives it ipcRenderer, and the e2e harness
// (preview/page-host.ts) gives it Playwright's binding, sending this function's source into its page, so the stand-in
// runs the preload's own logic. createBridge must stay self-contained: nothing from module scope, no imports.
import { channelNames, eventNames, startChannels } from '@shared/ipc-names'

/** What createBridge is given in the app and in the harness: the contract's names, and how many events to hold. */
export const BRIDGE_NAMES = {
  channels: channelNames,
  events: eventNames,
  startChannels,
  // More than a start ever sees.
  maxHeld: 200
} as const

/** How the bridge reaches main: Electron's ipcRenderer in the app, a Playwright binding in the harness. */
export interface BridgeTransport {
  invoke(channel: string, request: unknown, account: unknown): Promise<unknown>
  /** Every payload of `event` main sends to this page, from now on. */
  listen(event: string, deliver: (payload: unknown) => void): void
}

/**
 * One function per contract channel, `on` for main's events, and `takeStartAnswer`. No logic beyond two things:
 *
 * - Bootstrap's question goes out now, while the page's HTML and script are still loading, so its answer is in when
 *   the page's script runs and the first screen is drawn from it at once (docs/performance.md,
 *   renderer.ratioToBaseline). The page takes it once (`takeStartAnswer`); later it asks through the channel. Electron may not know the preload's frame yet when it asks (senderFrame is "potentially invalid until the
 *   preload script has run" on a navigation that changes process, electron/electron#33575), and register-ipc then
 *   refuses it as not our page: the page asks again through the channel when this answer failed (renderer
 *   platform.ts, takeStartAnswer).
 * - Main's events from now until the page first listens are held, and handed to its listeners in order once the task in
 *   which it subscribed has ended (the page subscribes to all of them in one task), so none falls between the answer
 *   and the listeners. At most `maxHeld` are held: a page that never listens (its script failed) keeps the newest.
 */
export function createBridge(
  transport: BridgeTransport,
  names: {
    channels: readonly string[]
    events: readonly string[]
    startChannels: readonly string[]
    maxHeld: number
  }
): Record<string, unknown> {
  const bridge: Record<string, unknown> = {}
  for (const channel of names.channels) {
    // The account is main's to check, like the request.
    bridge[channel] = (request?: unknown, account?: unknown) => transport.invoke(channel, request, account)
  }

  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const deliver = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  let held: [string, unknown][] | null = []
  let releasing = false
  for (const event of names.events) {
    transport.listen(event, (payload) => {
      if (held === null) return deliver(event, payload)
      held.push([event, payload])
      if (held.length > names.maxHeld) held.shift()
    })
  }
  const release = () => {
    if (releasing) return
    releasing = true
    // After the subscribing task's own code, before any later task: still in order with what comes after.
    void Promise.resolve().then(() => {
      const events = held ?? []
      held = null
      for (const [event, payload] of events) deliver(event, payload)
    })
  }
  bridge.on = (event: string, listener: (payload: unknown) => void) => {
    if (!names.events.includes(event)) throw new Error(`Unknown event: ${event}`)
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
    release()
    return () => {
      set.delete(listener)
    }
  }

  const startAnswers = new Map<string, Promise<unknown>>()
  for (const channel of names.startChannels) {
    const answer = transport.invoke(channel, undefined, undefined)
    // Handled here too: a page that never takes it leaves no unhandled rejection behind.
    answer.catch(() => undefined)
    startAnswers.set(channel, answer)
  }
  bridge.takeStartAnswer = (channel: unknown = names.startChannels[0]) => {
    const answer = typeof channel === 'string' ? startAnswers.get(channel) : undefined
    startAnswers.delete(channel as string)
    return answer ?? null
  }
  return bridge
}
