import { ID_PATTERN } from '@shared/ids'
import { failure } from '@shared/result'

import { notAUserId } from './people-words'

/** A user id from the page (untrusted), trimmed; an 'invalid-input' failure naming it when it is not one. */
export function checkUserId(raw: string): string {
  const id = raw.trim()
  if (!ID_PATTERN.test(id)) throw failure({ kind: 'invalid-input', message: notAUserId(id) })
  return id
}
