// Main's files are checked by code ajv generated ahead of time
// (settings-validator.generated.ts, `npx tsx scripts/settings-validator.ts`):
// compiling the schemas at every start was about 140 ms of main's CPU before
// the first window (docs/performance.md), and main now carries no ajv. conf is
// given no schema, so it never builds one; every check it would make goes
// through `_validate` (conf/dist/source/index.js: `get store`, `set store`,
// #initializeStore), which checkedConf puts back with the message conf writes.
import type Conf from 'conf'

import * as generated from './settings-validator.generated'

interface ValidationError {
  instancePath: string
  message?: string
}
type Validate = ((data: unknown) => boolean) & { errors?: ValidationError[] | null }
const validate = generated.settings as Validate

/** An entry of the settings file's account list (account-entries.ts, accountEntry). */
export const isAccountEntry = generated.account as (entry: unknown) => boolean
/** The status history file's content (status-history-file.ts, historySchema). */
export const isStatusHistory = generated.history as (data: unknown) => boolean

/** Throws conf's own "Config schema violation" error when `data` is not a settings file's content. */
export function checkSettings(data: unknown): void {
  if (validate(data) || !validate.errors) return
  const errors = validate.errors.map(({ instancePath, message = '' }) => `\`${instancePath.slice(1)}\` ${message}`)
  throw new Error(`Config schema violation: ${errors.join('; ')}`)
}

/** `conf`, made without a schema, checking every read and write as it would with one; throws when its file is invalid now. */
export function checkedConf<T extends Record<string, unknown>>(conf: Conf<T>): Conf<T> {
  ;(conf as unknown as { _validate: (data: unknown) => void })._validate = checkSettings
  // conf checked nothing as it opened the file: what it holds now (the file with conf's defaults added) is checked here.
  void conf.store
  return conf
}
