// The kinds of setting a person can choose, and everything one table entry
// (settings.ts) yields: its value type, its default, the JSON schema the
// settings file is validated with, and the check main makes of a change,
// with the sentence it refuses with. The IPC request schema is derived in
// setting-request.ts, apart, because the renderer imports this file and has
// no use for zod. Words are messages: the Settings view and main format
// them in the language in use.
import { defineMessages, type Message, type MessageValues } from './i18n/messages'

/** On or off. */
export interface ToggleSpec<
  D extends boolean | ((platform: string) => boolean) = boolean | ((platform: string) => boolean)
> {
  kind: 'toggle'
  /** What the Settings view calls it. */
  label: Message
  /** The sentence under it in the Settings view. */
  hint: Message
  /**
   * A function when the default depends on the OS: the file then keeps null
   * until the person chooses, and the default is found on every start, so a
   * settings file carried to another OS gets that OS's default.
   */
  default: D
}

/** One of a few words, offered in the order they are listed. */
export interface ChoiceSpec<V extends string = string> {
  kind: 'choice'
  label: Message
  hint: Message
  values: readonly [V, ...V[]]
  /** Each value's words in the Settings view: a message, or text shown as it is in every language (a language's own name). */
  labels: Readonly<Record<V, Message | string>>
  default: V
}

/** Whole minutes between runs of a background job. */
export interface MinutesSpec {
  kind: 'minutes'
  /** Completed by "(minutes)" in the view, and quoted in main's refusal. */
  label: Message
  min: number
  max: number
  default: number
}

/** A list of ids, kept trimmed, without duplicates (ignoring case), empty by default. */
export interface IdListSpec {
  kind: 'ids'
  label: Message
  hint: Message
  max: number
  pattern: RegExp
  /** The refusal of one id that does not fit the pattern; {id} is at most 40 of its characters. */
  notAnId: Message
  /** The refusal of a list longer than `max`; {max} is `max`. */
  tooMany: Message
}

export type SettingSpec = ToggleSpec | ChoiceSpec | MinutesSpec | IdListSpec
export type SettingTable = Readonly<Record<string, SettingSpec>>

// Builders keep each entry's literal types (a choice's values, whether a default depends on the OS).
export const toggle = <D extends boolean | ((platform: string) => boolean)>(
  spec: Omit<ToggleSpec<D>, 'kind'>
): ToggleSpec<D> => ({ kind: 'toggle', ...spec })
export const choice = <const V extends string>(spec: Omit<ChoiceSpec<V>, 'kind'>): ChoiceSpec<V> => ({
  kind: 'choice',
  ...spec
})
export const minutes = (spec: Omit<MinutesSpec, 'kind'>): MinutesSpec => ({ kind: 'minutes', ...spec })
export const idList = (spec: Omit<IdListSpec, 'kind'>): IdListSpec => ({ kind: 'ids', ...spec })

export type ValueOf<S extends SettingSpec> = S extends ToggleSpec
  ? boolean
  : S extends ChoiceSpec<infer V>
    ? V
    : S extends MinutesSpec
      ? number
      : S extends IdListSpec
        ? string[]
        : never

/** What a person has chosen, one value per entry (the entries' comments carry over). */
export type ValuesOf<T extends SettingTable> = { -readonly [K in keyof T]: ValueOf<T[K]> }

/** As the settings file keeps them: a default that depends on the OS is null until chosen. */
export type StoredValuesOf<T extends SettingTable> = {
  -readonly [K in keyof T]: T[K] extends ToggleSpec<(platform: string) => boolean> ? boolean | null : ValueOf<T[K]>
}

/** The keys of a table whose entries are of one kind (the Settings view's toggles, choices…). */
export type KeysOfKind<T extends SettingTable, Kind extends SettingSpec['kind']> = {
  [K in keyof T]: T[K]['kind'] extends Kind ? K : never
}[keyof T] &
  string

/** The keys of a table, in its order (the order main checks a change in). */
export const keysOf = <T extends SettingTable>(table: T): (keyof T & string)[] => Object.keys(table)

function storedDefault(spec: SettingSpec): unknown {
  switch (spec.kind) {
    case 'toggle':
      return typeof spec.default === 'function' ? null : spec.default
    case 'ids':
      return []
    default:
      return spec.default
  }
}

/** The defaults the settings file starts from (and gains, for a setting added later). */
export function storedDefaults<T extends SettingTable>(table: T): StoredValuesOf<T> {
  return Object.fromEntries(
    keysOf(table).map((key) => [key, storedDefault(table[key] as SettingSpec)])
  ) as StoredValuesOf<T>
}

/** What the person has in effect on this OS: stored values, a null one replaced by the OS's default. */
export function effectiveValues<T extends SettingTable>(
  table: T,
  stored: StoredValuesOf<T>,
  platform: string
): ValuesOf<T> {
  return Object.fromEntries(
    keysOf(table).map((key) => {
      const spec = table[key] as SettingSpec
      const value = stored[key]
      return [
        key,
        value === null && spec.kind === 'toggle' && typeof spec.default === 'function' ? spec.default(platform) : value
      ]
    })
  ) as ValuesOf<T>
}

/** The part of JSON Schema the settings file's values need (a subset of conf's `ValueSchema`). */
export interface JsonSchema {
  type: 'boolean' | 'string' | 'integer' | 'array' | ('boolean' | 'null')[]
  enum?: string[]
  minimum?: number
  maximum?: number
  maxItems?: number
  items?: { type: 'string'; pattern: string }
}

function jsonSchema(spec: SettingSpec): JsonSchema {
  switch (spec.kind) {
    case 'toggle':
      return { type: typeof spec.default === 'function' ? ['boolean', 'null'] : 'boolean' }
    case 'choice':
      return { type: 'string', enum: [...spec.values] }
    case 'minutes':
      return { type: 'integer', minimum: spec.min, maximum: spec.max }
    case 'ids':
      return { type: 'array', maxItems: spec.max, items: { type: 'string', pattern: spec.pattern.source } }
  }
}

/** The JSON schema of each entry, as conf validates the settings file with. */
export function jsonSchemaOf<T extends SettingTable>(table: T): Record<keyof T, JsonSchema> {
  return Object.fromEntries(keysOf(table).map((key) => [key, jsonSchema(table[key] as SettingSpec)])) as Record<
    keyof T,
    JsonSchema
  >
}

const m = defineMessages({
  minutesOutOfRange: {
    id: 'settings.minutes.outOfRange',
    defaultMessage: '“{label}” must be a whole number of minutes from {min, number} to {max, number}.',
    description:
      'Error when a number of minutes is refused; {label} is the setting’s name (e.g. “Check platform status every”), {min} and {max} its bounds.'
  }
})

/** Puts a message into words in the language in use (main's say()). */
export type Say = (message: Message, values?: MessageValues) => string

/** A value as it will be stored, or the sentence it is refused with. */
export type Checked = { ok: true; value: unknown } | { ok: false; message: string }

/**
 * Checks one value the IPC schema has already typed for its entry. Bounds
 * are checked here, not in the IPC schema, so a refusal names the setting
 * and its limits; `say` words the refusal in the language in use.
 */
export function checkSetting(spec: SettingSpec, value: unknown, say: Say): Checked {
  if (spec.kind === 'minutes') {
    const { label, min, max } = spec
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      return { ok: false, message: say(m.minutesOutOfRange, { label: say(label), min, max }) }
  }
  if (spec.kind !== 'ids') return { ok: true, value }
  const ids: string[] = []
  for (const raw of value as string[]) {
    const id = raw.trim()
    if (!id || ids.some((known) => known.toLowerCase() === id.toLowerCase())) continue
    if (!spec.pattern.test(id)) return { ok: false, message: say(spec.notAnId, { id: id.slice(0, 40) }) }
    ids.push(id)
  }
  if (ids.length > spec.max) return { ok: false, message: say(spec.tooMany, { max: spec.max }) }
  return { ok: true, value: ids }
}
