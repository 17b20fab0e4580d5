// POST /v1/account/PwnedAPI/: "check whether a password has leaked", marked
// as a test, responses not shown. A boolean, a count, a message, nested or
// not — read into found / count / words.
import type { PwnedModel } from '@shared/account-info'

import { asCount, asText, findField, isRecord, unwrap } from '../../core/view-model/read-fields'

const ENVELOPES = ['data', 'result', 'pwned', 'check']
const FOUND = ['pwned', 'found', 'leaked', 'compromised', 'breached', 'isPwned', 'exposed', 'result']
const COUNT = ['count', 'occurrences', 'times', 'leaks', 'breaches', 'seen', 'prevalence', 'numberOfLeaks']
const MESSAGE = ['message', 'detail', 'description', 'text']

export function readPwned(body: unknown): PwnedModel {
  if (typeof body === 'boolean') return { found: body, count: null, message: null }
  if (typeof body === 'number') return { found: body > 0, count: asCount(body), message: null }
  const root = unwrap(body, ENVELOPES)
  if (!isRecord(root)) return { found: null, count: null, message: asText(root, 300) }
  const rawFound = findField(root, FOUND)?.value
  const count = asCount(findField(root, COUNT)?.value)
  const found = typeof rawFound === 'boolean' ? rawFound : count !== null ? count > 0 : null
  return { found, count, message: asText(findField(root, MESSAGE)?.value, 300) }
}
