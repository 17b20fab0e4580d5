// The IPC request schema of 'settings:update', derived from the settings
// table: every entry optional, no other key. It checks types only; main
// checks bounds (setting-kinds.ts, checkSetting) so a refusal can name the
// setting and its limits rather than say the request was malformed.
import type { z } from 'zod'

import type { Zod } from './load-zod'
import {
  type ChoiceSpec,
  type IdListSpec,
  keysOf,
  type MinutesSpec,
  type SettingSpec,
  type SettingTable,
  type ToggleSpec
} from './setting-kinds'

/** Ids arrive as typed, untrimmed and maybe repeated: room for that, but no more, before main tidies and checks them. */
const RAW_ID_LENGTH = 200
const RAW_IDS_PER_ALLOWED_ID = 5

type RequestSchemaOf<S extends SettingSpec> = S extends ToggleSpec
  ? z.ZodBoolean
  : S extends ChoiceSpec<infer V>
    ? z.ZodEnum<{ [K in V]: K }>
    : S extends MinutesSpec
      ? z.ZodNumber
      : S extends IdListSpec
        ? z.ZodArray<z.ZodString>
        : never

function requestSchema(z: Zod, spec: SettingSpec): z.ZodType {
  switch (spec.kind) {
    case 'toggle':
      return z.boolean()
    case 'choice':
      return z.enum(spec.values)
    case 'minutes':
      return z.number()
    case 'ids':
      return z.array(z.string().max(RAW_ID_LENGTH)).max(spec.max * RAW_IDS_PER_ALLOWED_ID)
  }
}

/** A change of any of the table's settings, each optional; unknown keys are refused. `z` is zod (@shared/load-zod). */
export function patchSchemaOf<T extends SettingTable>(z: Zod, table: T) {
  const shape = Object.fromEntries(
    keysOf(table).map((key) => [key, requestSchema(z, table[key] as SettingSpec).optional()])
  )
  return z.strictObject(shape as { [K in keyof T]: z.ZodOptional<RequestSchemaOf<T[K]>> })
}
