// Checks for content that tests add through the server's controls. A caller in
// plain JavaScript (or with a cast) gets a TypeError naming the field, rather
// than a body that breaks the contract later.

export type Fail = (why: string) => never

export function failWith(prefix: string): Fail {
  return (why) => {
    throw new TypeError(`${prefix}: ${why}`)
  }
}

/** Throws unless `value` is a plain object whose keys are all in `fields`. */
export function checkFields(
  value: unknown,
  fields: readonly string[],
  fail: Fail
): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail('pass an object')
  for (const key of Object.keys(value)) {
    if (!fields.includes(key)) fail(`unknown field "${key}"; use ${fields.join(', ')}`)
  }
}

export function checkString(value: unknown, name: string, fail: Fail): void {
  if (typeof value !== 'string') fail(`${name} must be a string`)
}
