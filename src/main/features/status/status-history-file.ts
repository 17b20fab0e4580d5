// The status history on disk: <userData>/status-history.json. It holds
// service ids, states and times, nothing of a person (docs/security.md). Read
// once at start and checked against its schema: a file that is damaged, too
// large or of another shape is dropped with a log line, never a crash, and
// the history starts again. Writes wait a moment (a check changes several
// services at once) and are atomic: a crash never leaves half a file.
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'

import { historyDayStates } from '@shared/status'

import type { Clock } from '../../core/scheduler/clock'
import { isStatusHistory } from '../settings/settings-validator'
import { type HistoryData, MAX_CHANGES_PER_SERVICE, MAX_SERVERS, MAX_SERVICES_PER_SERVER } from './status-history'

export const HISTORY_FILE = 'status-history.json'
/** Far more than the caps allow in practice (a change is ~40 bytes); a larger file is not ours. */
export const MAX_HISTORY_BYTES = 8 * 1024 * 1024
export const SAVE_DELAY_MS = 2_000

const change = {
  type: 'object',
  properties: { at: { type: 'number' }, state: { enum: [...historyDayStates] } },
  required: ['at', 'state'],
  additionalProperties: false
} as const

export const historySchema = {
  type: 'object',
  properties: {
    version: { const: 1 },
    servers: {
      type: 'object',
      maxProperties: MAX_SERVERS,
      propertyNames: { maxLength: 2048 },
      additionalProperties: {
        type: 'object',
        properties: {
          seenAt: { type: 'number' },
          look: {
            type: 'object',
            properties: { at: { type: 'number' }, since: { type: ['number', 'null'] } },
            required: ['at', 'since'],
            additionalProperties: false
          },
          services: {
            type: 'object',
            maxProperties: MAX_SERVICES_PER_SERVER,
            propertyNames: { maxLength: 256 },
            additionalProperties: { type: 'array', maxItems: MAX_CHANGES_PER_SERVICE, items: change }
          }
        },
        required: ['seenAt', 'services'],
        additionalProperties: false
      }
    }
  },
  required: ['version', 'servers'],
  additionalProperties: false
} as const

export interface HistoryFile {
  /** What was kept; empty when there was no file or it was dropped. */
  loaded: HistoryData
  save: (data: HistoryData) => void
  /** Writes what waits, at once (Windows logging off). */
  flush: () => void
  /** Writes what waits and takes nothing more: a check that ends after the quit began leaves no timer and no write. */
  close: () => void
}

/** Reads `file` (sync: it is small, and read once before the first check) and returns it with its writer. */
export function historyFile(file: string, clock: Clock, warn: (message: string) => void): HistoryFile {
  let pending: HistoryData | null = null
  let timer: unknown = null
  let closed = false
  const flush = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    if (pending === null) return
    const data = pending
    pending = null
    const temp = `${file}.tmp`
    try {
      writeFileSync(temp, JSON.stringify({ version: 1, servers: data }), { mode: 0o600 })
      renameSync(temp, file)
    } catch (error) {
      rmSync(temp, { force: true })
      warn(`the status history could not be saved: ${(error as Error).message}`)
    }
  }
  return {
    loaded: readHistory(file, warn),
    save: (data) => {
      if (closed) return
      pending = data
      timer ??= clock.setTimeout(flush, SAVE_DELAY_MS)
    },
    flush,
    close: () => {
      flush()
      closed = true
    }
  }
}

function readHistory(file: string, warn: (message: string) => void): HistoryData {
  let text: string
  try {
    if (statSync(file).size > MAX_HISTORY_BYTES) return setAside(file, 'it is too large', warn)
    text = readFileSync(file, 'utf8')
  } catch {
    return {}
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return setAside(file, 'it is not JSON', warn)
  }
  // historySchema, compiled ahead (settings-validator.ts).
  if (!isStatusHistory(parsed)) return setAside(file, 'it is not in the expected shape', warn)
  return (parsed as { servers: HistoryData }).servers
}

function setAside(file: string, why: string, warn: (message: string) => void): HistoryData {
  warn(`the status history file was dropped and starts again: ${why}`)
  rmSync(file, { force: true })
  return {}
}
