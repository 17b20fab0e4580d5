// What every answer through a channel must satisfy against Prism: a view
// model, or a typed error with a sentence, and never a view model that says
// something the body did not. The expectations are written from
// api/openapi.yaml (field names, statuses) and the view-model types in
// src/shared; the readers are not imported, so they are checked rather than
// repeated. Only the display rule for text (one line, trimmed, cut with an
// ellipsis) is restated, in shown().
import type { OperationId } from '../../../src/main/core/api/operations'
import { type ErrorKind, errorKinds } from '../../../src/shared/result'
import type { Exchange } from './traffic'
import type { CallRecord, Finding } from './values'
import { arr, describeExchange, is2xx, lastOf, rec, sentenceProblem, short, shown, str, unpunctuated } from './values'
import { viewChecks } from './view-checks'

export type { Finding } from './values'
export { describeExchange, is2xx, lastOf, rec } from './values'

/** The kinds a final answer with this status may become, per channel where a channel words it its own way. */
export function kindsForStatus(channel: string, exchange: Exchange): readonly ErrorKind[] {
  const { status, operationId } = exchange
  if (status === 429) return ['rate-limited']
  if (status >= 500) return ['server']
  if (operationId === 'login') {
    if (status === 400) return mentionsAlready(exchange.json) ? ['already-signed-in'] : ['wrong-credentials']
    if (status === 401 || status === 422) return ['wrong-credentials']
  }
  if (channel === 'search:query' && status === 400) return ['invalid-input']
  const byStatus: Record<number, ErrorKind> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not-found',
    405: 'method-not-allowed'
  }
  return [byStatus[status] ?? 'http']
}

/** The documented "already logged in" 400, in the spellings the seed allows. */
function mentionsAlready(body: unknown, depth = 0): boolean {
  if (typeof body === 'string')
    return /already\s+(?:(?:logged|signed)[\s_-]*in\b|authenticated\b|have\s+an?\s+(?:active\s+)?session\b)/i.test(body)
  const record = rec(body)
  const list = arr(body)
  if (depth > 4 || (!record && !list)) return false
  return (list ?? Object.values(record ?? {})).some((inner) => mentionsAlready(inner, depth + 1))
}

/** The Result itself: ok with data, or a typed error with a sentence. */
export function checkResult(call: CallRecord): Finding[] {
  const out: Finding[] = []
  const add = (signature: string, detail = '') =>
    out.push({
      signature: `${call.channel}: ${signature}`,
      detail: `${detail} — request ${short(call.request)} — last answer ${describeExchange(lastOf(call.own))}`
    })
  const result = rec(call.result)
  if (!result || typeof result.ok !== 'boolean') {
    add('the answer is not a Result', short(call.result))
    return out
  }
  if (result.ok) {
    if (!('data' in result)) add('ok without data')
    return out
  }
  const error = rec(result.error)
  if (!error) {
    add('ok: false without an error object', short(result))
    return out
  }
  const kind = error.kind as ErrorKind
  if (!errorKinds.includes(kind)) add(`unknown error kind ${short(kind)}`, short(error))
  if (kind === 'internal') add('internal error (an exception escaped a handler)', short(error))
  const sentence = sentenceProblem(error.message)
  if (sentence) add(sentence, short(error))
  else if (unpunctuated(error.message))
    out.push({
      signature: `${call.channel}: the message ends without punctuation`,
      detail: short(error.message),
      note: true
    })
  if (
    error.status !== undefined &&
    !(typeof error.status === 'number' && Number.isInteger(error.status) && error.status >= 100 && error.status <= 599)
  )
    add('error.status is not an HTTP status', short(error))
  if (
    error.retryAfterSeconds !== undefined &&
    !(typeof error.retryAfterSeconds === 'number' && error.retryAfterSeconds >= 0)
  )
    add('error.retryAfterSeconds is not a number of seconds', short(error))

  // A documented (or `default`) error status must become the kind that says so.
  const last = lastOf(call.own)
  if (last && !is2xx(last) && last.status >= 300 && kind !== 'internal') {
    const expected = kindsForStatus(call.channel, last)
    if (!expected.includes(kind))
      add(`a ${last.status} became '${kind}', not ${expected.map((k) => `'${k}'`).join(' or ')}`, short(error))
  }
  return out
}

/** The operations whose answers a channel reads itself (background jobs' requests are not its own). */
export const ownOperations: Record<string, readonly OperationId[]> = {
  'connection:save': ['listMaintenance'],
  'status:platform-updates': ['listUpdatesWithLimit'],
  'search:query': ['search'],
  'people:profile': ['getUserData'],
  'people:activity': ['getUserActivity'],
  'people:followers': ['getUserFollowers'],
  'session:sign-in-with-key': ['getTokenInfo'],
  'session:sign-in': ['login', 'getTokenInfo'],
  'session:token-info': ['getTokenInfo'],
  'account:info': ['getAccountInfo'],
  'notifications:list': ['listNotifications'],
  'account:pwned-check': ['checkPwnedPassword']
}

/** Channels that only read a body: a 2xx JSON answer must become a view model. */
const READERS = new Set([
  'status:platform-updates',
  'search:query',
  'people:profile',
  'people:activity',
  'people:followers',
  'session:token-info',
  'account:info',
  'notifications:list',
  'account:pwned-check'
])

export function checkCall(call: CallRecord): Finding[] {
  const findings = checkResult(call)
  const spec = viewChecks[call.channel]
  const result = rec(call.result)
  if (!spec || !result) return findings
  const add = (signature: string, detail = '') =>
    findings.push({
      signature: `${call.channel}: ${signature}`,
      detail: `${detail} — request ${short(call.request)} — last answer ${describeExchange(lastOf(call.own))}`
    })
  const last = lastOf(call.own)
  if (result.ok === true) {
    const data = rec(result.data)
    if (!data) add('the view model is not an object', short(result.data))
    else spec.view?.(call, data, add)
  } else {
    const error = rec(result.error)
    if (error) spec.error?.(call, error, add)
    if (READERS.has(call.channel) && is2xx(last) && last?.json !== undefined && last.operationId === spec.operation)
      add(`a 2xx JSON answer became an error`, short(error))
  }
  return findings
}

/** Background work: the status snapshot after a check, against the maintenance answers it was read from. */
export function checkStatusSnapshot(
  snapshot: unknown,
  exchanges: readonly Exchange[],
  watched: readonly string[]
): Finding[] {
  const findings: Finding[] = []
  const add = (signature: string, detail = '') => findings.push({ signature: `status check: ${signature}`, detail })
  const snap = rec(snapshot)
  if (!snap) return [{ signature: 'status check: the snapshot is not an object', detail: short(snapshot) }]
  if (snap.checking !== false) add('still "checking" after the check finished', short(snap.checking))
  const services = (arr(snap.services) ?? []).map(rec)
  const list = lastOf(exchanges, 'listMaintenance')
  if (list && is2xx(list) && list.json !== undefined && snap.listProblem !== null)
    add('a 2xx list is reported as a problem', `${short(snap.listProblem)} — ${describeExchange(list)}`)
  if (list && !is2xx(list)) {
    const problem = sentenceProblem(snap.listProblem)
    if (problem) add(`listProblem: ${problem}`, `${short(snap.listProblem)} — ${describeExchange(list)}`)
    else if (unpunctuated(snap.listProblem))
      findings.push({
        signature: 'status check: listProblem ends without punctuation',
        detail: short(snap.listProblem),
        note: true
      })
  }
  const ids = services.map((s) => String(s?.id).toLowerCase())
  if (new Set(ids).size !== ids.length) add('a service appears twice', short(ids))
  // An added id the platform answers 404 for is said in Settings (unknownIds), never shown as a service in trouble.
  const unknownIds = (arr(snap.unknownIds) ?? []).map((id) => String(id))
  const answerFor = (id: string) =>
    lastOf(
      exchanges.filter(
        (e) => e.operationId === 'getMaintenance' && decodeURIComponent(e.path.slice('/v1/maintenance/'.length)) === id
      )
    )
  for (const id of unknownIds)
    if (answerFor(id)?.status !== 404)
      add('an id is called unknown without a 404', `${id} — ${describeExchange(answerFor(id))}`)
  for (const id of watched)
    if (!ids.includes(id.toLowerCase()) && !(unknownIds.includes(id) && answerFor(id)?.status === 404))
      add('a watched service is missing', id)
  for (const service of services) {
    if (!service) continue
    const id = String(service.id)
    const answer = answerFor(id)
    if (!answer) {
      add('a service was shown without being asked for', id)
      continue
    }
    const where = describeExchange(answer)
    if (!is2xx(answer)) {
      if (service.state !== 'unknown')
        add('a service that could not be read has a state', `${short(service.state)} — ${where}`)
      const problem = sentenceProblem(service.problem)
      if (problem) add(`problem: ${problem}`, `${short(service.problem)} — ${where}`)
      else if (unpunctuated(service.problem))
        findings.push({
          signature: 'status check: a service problem ends without punctuation',
          detail: short(service.problem),
          note: true
        })
      continue
    }
    const body = rec(answer.json)
    if (!body) continue
    if (service.problem !== null)
      add('a 2xx service answer is reported as a problem', `${short(service.problem)} — ${where}`)
    const name = shown(body.name, 100)
    if (name !== null && service.name !== name)
      add('the service name is not the body’s name', `view ${short(service.name)} — ${where}`)
    const message = shown(body.message, 500)
    if (message !== null && service.message !== message)
      add('the service message is not the body’s message', `view ${short(service.message)} — ${where}`)
    const state = str(body.state)
    // A maintenance whose window has ended is over, whatever the state still says.
    const ended = Date.parse(String(body.scheduledEnd)) <= Date.now()
    const allowed: Record<string, readonly string[]> = {
      operational: ['operational'],
      degraded: ['degraded'],
      down: ['down'],
      maintenance: ended ? ['operational'] : ['maintenance'],
      // Planned: under maintenance only once its window has begun, and not after it ended.
      scheduled: ['maintenance', 'operational']
    }
    if (state && allowed[state] && !allowed[state].includes(String(service.state)))
      add(`state '${state}' became '${String(service.state)}'`, where)
    if (state === 'scheduled' && service.state === 'maintenance') {
      const start = Date.parse(String(body.scheduledStart))
      if (!Number.isFinite(start)) add(`'scheduled' without a start time is shown as under maintenance now`, where)
    }
  }
  return findings
}

/**
 * The last-seen ping's view after a run, against the ping's answer. When the
 * session ended meanwhile (the notifications job started with it got a 401),
 * the ping is stopped and its view cleared, so only the shape is checked.
 */
export function checkPing(events: readonly unknown[], answer: Exchange | undefined, sessionEnded = false): Finding[] {
  const findings: Finding[] = []
  const add = (signature: string, detail = '') =>
    findings.push({ signature: `ping: ${signature}`, detail: `${detail} — ${describeExchange(answer)}` })
  const views = events.map(rec)
  for (const view of views) {
    if (
      !view ||
      !(view.lastSuccessAt === null || typeof view.lastSuccessAt === 'string') ||
      !(view.lastError === null || typeof view.lastError === 'string')
    ) {
      add('ping:changed is not a PingModel', short(view))
      continue
    }
    const problem = view.lastError === null ? null : sentenceProblem(view.lastError)
    if (problem) add(`lastError: ${problem}`, short(view.lastError))
    else if (unpunctuated(view.lastError))
      findings.push({
        signature: 'ping: lastError ends without punctuation',
        detail: short(view.lastError),
        note: true
      })
  }
  if (!answer || answer.networkError !== null || sessionEnded) return findings
  if (answer.bearer === null) add('the ping was sent without the credential')
  if (is2xx(answer) && !views.some((v) => typeof v?.lastSuccessAt === 'string' && v.lastError === null))
    add('a 2xx ping was not recorded as a success', short(views))
  if (!is2xx(answer) && !views.some((v) => typeof v?.lastError === 'string'))
    add('a failed ping left no lastError', short(views))
  return findings
}
