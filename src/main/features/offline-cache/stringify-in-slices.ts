// JSON.stringify for view models with a long list in them (a 50,000-entry
// followers list): the list is written a slice at a time with a pause
// between, so main never holds the thread for the whole of it. Everything
// else goes through JSON.stringify as it is.

/** Items written between two pauses. */
export const SLICE_ITEMS = 2_000

export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype

const hasLongList = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > SLICE_ITEMS
    : isPlainObject(value) && Object.values(value).some((each) => Array.isArray(each) && each.length > SLICE_ITEMS)

/** The same text as JSON.stringify(value) (for plain data), made in slices. */
export async function stringifyInSlices(value: unknown, pause: () => Promise<void> = nextTurn): Promise<string> {
  if (!hasLongList(value)) return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) {
    const parts: string[] = []
    for (let start = 0; start < value.length; start += SLICE_ITEMS) {
      parts.push(
        value
          .slice(start, start + SLICE_ITEMS)
          .map((item) => JSON.stringify(item) ?? 'null')
          .join(',')
      )
      await pause()
    }
    return `[${parts.join(',')}]`
  }
  const fields: string[] = []
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (field === undefined || typeof field === 'function') continue
    fields.push(`${JSON.stringify(name)}:${await stringifyInSlices(field, pause)}`)
  }
  return `{${fields.join(',')}}`
}
