// The fault matrix's vocabulary (test/e2e/faults.stand-in.spec.ts): every
// way the platform can fail and what a person must see for each, the
// reference server's request log read as "asked, settled, not hammered",
// and the checks that a failing view stays calm.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect, type Locator, type Page } from '@playwright/test'

import type { FaultRule } from '../../server/index'
import type { OperationId } from '../../server/operations'
import { logFiles } from '../../src/main/core/logging/logger'
import type { LaunchedApp } from './harness'
import type { ReferenceServer } from './support'

// ---- The reference server's request log: what the app asked, and how often. ----

/** Requests for one operation since `mark` (an index into the log; `ping` covers both spellings). */
export const requestsSince = (server: ReferenceServer, mark: number, op: OperationId) =>
  server.controls
    .requests()
    .slice(mark)
    .filter((r) => r.operationId === op || (op === 'ping' && r.operationId === 'pingLowerCase'))

/**
 * The operations not yet settled since the mark (poll until none). Settled: asked at least once, nothing still
 * waiting for its answer, and (needOk) one answered 200. `asked` makes asking enough, for requests the log cannot
 * show as finished: a connection the server dropped on purpose logs no status, just like one still in flight.
 */
export function unsettled(
  server: ReferenceServer,
  mark: number,
  ops: OperationId[],
  { needOk = false, asked = false } = {}
): OperationId[] {
  return ops.filter((op) => {
    const seen = requestsSince(server, mark, op)
    return !(
      seen.length > 0 &&
      seen.every((r) => r.status !== null || r.aborted || asked) &&
      (!needOk || seen.some((r) => r.status === 200))
    )
  })
}

/** No resource (path) of these operations was asked more than `most` times since the mark. */
export function expectAtMost(server: ReferenceServer, mark: number, ops: OperationId[], most: number, why: string) {
  for (const op of ops) {
    const perPath = new Map<string, number>()
    for (const r of requestsSince(server, mark, op)) perPath.set(r.path, (perPath.get(r.path) ?? 0) + 1)
    for (const [path, count] of perPath)
      expect.soft(count, `${why}: ${op} ${path} asked ${count} times`).toBeLessThanOrEqual(most)
  }
}

// ---- What a person sees when something fails. ----

// A stack, raw JSON, or a programmer's word for a value.
const RAW =
  /\{"|"\s*:\s*["{[\d]|\[object |\bundefined\b|\bNaN\b|\n\s*at \S+ \(|\b(?:Type|Syntax|Reference|Range)Error\b|AxiosError|\bERR_[A-Z_]+/

/** No crashed view, nothing raw in `scope`, and every alert there is a sentence about the platform (soft: the test goes on). */
export async function expectCalm(page: Page, scope: Locator, where: string) {
  await expect
    .soft(page.getByRole('heading', { name: 'Something went wrong in this view.' }), `${where}: the view crashed`)
    .toHaveCount(0)
  const text = (
    await scope.evaluateAll((elements) => elements.map((e) => (e as HTMLElement).innerText).join('\n'))
  ).trim()
  expect.soft(text, `${where}: raw text on screen`).not.toMatch(RAW)
  for (const alert of await scope.getByRole('alert').all()) {
    const lines = (await alert.innerText()).split('\n').filter((line) => !/^(Retry|Try again)$/.test(line.trim()))
    const sentence = lines.join(' ').trim()
    expect.soft(sentence, `${where}: the message is a sentence`).toMatch(/^[A-Z“"][\s\S]*[.!?”)]$/)
    // Main's stand-in for an exception in its own code: the answer broke a reader instead of being explained.
    expect
      .soft(sentence, `${where}: main failed inside (see "IPC handler failed" in its log)`)
      .not.toMatch(/inside Platform Desktop/)
  }
}

/**
 * The view's one Refresh in its title bar ("Check now" on Status), which asks
 * again for everything the view shows; where a view has none, the scope's
 * Retry. Either waits while a request is running.
 */
export const askAgain = (scope: (page: Page) => Locator) => async (page: Page) => {
  const retry = scope(page).getByRole('button', { name: /^(Retry|Try again)$/ })
  const refresh = page.locator('.view-title-bar').getByRole('button', { name: /^(Refresh|Check now)$/ })
  // A Retry asks again for its own part only (the first one on Profile is the activity's once the person is known).
  const button = (await refresh.count()) > 0 ? refresh.first() : retry.first()
  await expect(button).toBeEnabled()
  await button.click()
}

/** Unlocking the screen runs every active background job once: the ping, the status check, the notifications check. */
export function lockAndUnlock(app: LaunchedApp) {
  app.power('lock-screen')
  app.power('unlock-screen')
}

/** The OS notifications shown so far (browser target). */
export const osNotifications = (app: LaunchedApp) =>
  app.standIns?.notifications.map((n) => `${n.title}: ${n.body}`) ?? []

/** Main's log lines for an exception inside an IPC handler (its own code threw; the view got a generic sentence). */
export async function handlerFailures(app: LaunchedApp): Promise<string[]> {
  const lines: string[] = []
  for (const file of await logFiles(join(app.userDataDir, 'logs')))
    lines.push(...(await readFile(file, 'utf8')).split('\n'))
  return lines.filter((line) => line.includes('IPC handler failed')).map((line) => line.slice(0, 400))
}

// ---- The fault matrix's kinds (test/e2e/faults.stand-in.spec.ts): every way the platform can fail. ----

/**
 * "message" with `orBand`: a fault of the connection (dropped, timed out), which main may count as the platform out of
 * reach (src/main/core/connectivity/reachability.ts). Then the one band says so above the view, and a part that still shows
 * its data says nothing more; a part with nothing to show, or a connection main does not count as gone, says the sentence.
 */
export type Outcome = { type: 'message'; text: RegExp; orBand?: true } | { type: 'either' } | { type: 'silent' }
export interface FaultKind {
  name: string
  rule: (real: unknown) => FaultRule
  /** "message": a sentence naming it; "either": a calm view or a sentence; "silent": retried out of sight, then the data. */
  outcome: Outcome
}
export const message = (text: RegExp): Outcome => ({ type: 'message', text })
const connection = (text: RegExp): Outcome => ({ type: 'message', text, orBand: true })
const EITHER: Outcome = { type: 'either' }

/** The operation's real answer with every number turned into a string, as some platforms send it. */
function numbersAsStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(numbersAsStrings)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, numbersAsStrings(inner)]))
  return value
}

export const RATE_ONCE = '429 with Retry-After 1 s, once'
export const FAULT_KINDS: FaultKind[] = [
  {
    name: 'a delay past the client timeout',
    rule: () => ({ delayMs: 4_000 }),
    outcome: connection(/did not answer in time/)
  },
  { name: '500', rule: () => ({ status: 500 }), outcome: message(/had a problem \(500\)/) },
  { name: '503', rule: () => ({ status: 503 }), outcome: message(/had a problem \(503\)/) },
  // A short Retry-After is waited out silently: when it happens once the retry succeeds and nothing is shown…
  { name: RATE_ONCE, rule: () => ({ rateLimit: { retryAfterSeconds: 1 }, times: 1 }), outcome: { type: 'silent' } },
  // …and when it goes on, the retries run out and the wait is named.
  {
    name: '429 with Retry-After 1 s, every time',
    rule: () => ({ rateLimit: { retryAfterSeconds: 1 } }),
    outcome: message(/too many requests\. Try again in 1 second\./)
  },
  {
    name: '429 with Retry-After 120 s',
    rule: () => ({ rateLimit: { retryAfterSeconds: 120 } }),
    outcome: message(/too many requests\. Try again in 2 minutes\./)
  },
  {
    name: 'HTML where JSON was expected',
    rule: () => ({ html: true }),
    outcome: message(/sent a web page where data was expected/)
  },
  {
    name: 'truncated JSON',
    rule: () => ({ truncatedJson: true }),
    outcome: message(/could not be read \(it was cut off or malformed\)/)
  },
  {
    name: 'a 20 MB body',
    rule: () => ({ oversizedBytes: 20 * 1024 * 1024 }),
    outcome: message(/sent a response that was far too large/)
  },
  // Headers at once, then a byte every 300 ms: the client's timeout must cover the body, not only the headers.
  {
    name: 'a body that drips one byte at a time',
    rule: () => ({ dripMs: 300 }),
    outcome: connection(/did not answer in time/)
  },
  {
    name: 'a dropped connection',
    rule: () => ({ dropConnection: true }),
    outcome: connection(/Could not reach the platform/)
  },
  { name: 'a string where an object was expected', rule: () => ({ json: 'All good here.' }), outcome: EITHER },
  { name: 'null', rule: () => ({ json: null }), outcome: EITHER },
  {
    name: 'an array of mixed things',
    rule: () => ({ json: [1, 'two', null, true, { three: [3] }, [4.5]] }),
    outcome: EITHER
  },
  { name: 'numbers as strings', rule: (real) => ({ json: numbersAsStrings(real) }), outcome: EITHER }
]
// An answer with no list in it at all is not an empty list: saying "none" would tell the person something false.
export const NO_LIST = new Set(['a string where an object was expected', 'null'])
export const EMPTY_CLAIM =
  /No followers yet|Not following anyone yet|\b0 people\b|No notifications\.|No updates from the platform|No activity yet|No results for/

// Where each operation's real answer is read, for "numbers as strings".
const SAMPLE: Partial<Record<OperationId, string>> = {
  getUserData: '/v1/user/data/1',
  getUserActivity: '/v1/user/activity/1',
  getUserFollowers: '/v1/user/followers?userid=1',
  search: '/v1/search?input=an',
  listMaintenance: '/v1/maintenance/',
  getMaintenance: '/v1/maintenance/api',
  listUpdatesWithLimit: '/v1/other/updates/10',
  listNotifications: '/v1/account/notifications/',
  getAccountInfo: '/v1/account/info',
  getTokenInfo: '/v1/auth/token',
  ping: 'POST /v1/other/Ping'
}

/** Each operation's real answer (asked with the demo API key), which "numbers as strings" reshapes. */
export async function realAnswers(server: ReferenceServer, ops: OperationId[]): Promise<Map<OperationId, unknown>> {
  const key = server.controls.demo.apiKeys[0]?.key ?? ''
  const answers = new Map<OperationId, unknown>()
  for (const op of ops) {
    const sample = SAMPLE[op]
    if (!sample) throw new Error(`No sample request for ${op}: add one to SAMPLE.`)
    const [method, path] = sample.startsWith('POST ') ? ['POST', sample.slice('POST '.length)] : ['GET', sample]
    const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${key}` } })
    answers.set(op, await response.json())
  }
  return answers
}
