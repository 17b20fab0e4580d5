// JSON.stringify for view models with a long list in them (a 50,000-entry
// followers list): the list is written a slice at a time with a pause
// between, and the text stays in those pieces, so main never holds the
// thread for the whole of it: neither to make it, nor to measure it, nor
// (cache-file.ts) to seal and write it. Everything else goes through
// JSON.stringify as it is.

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

export interface JsonPieces {
  /** JSON.stringify(value)'s text (for plain data) once joined; a long list's slices each a piece of their own. */
  pieces: string[]
  /** The text's length in UTF-8. */
  bytes: number
}

/** The text of JSON.stringify(value), in pieces made with a pause after each slice of a long list. */
export async function jsonPieces(value: unknown, pause: () => Promise<void> = nextTurn): Promise<JsonPieces> {
  const made: JsonPieces = { pieces: [], bytes: 0 }
  const add = (piece: string) => {
    made.pieces.push(piece)
    made.bytes += Buffer.byteLength(piece)
  }
  await write(value, add, pause)
  return made
}

async function write(value: unknown, add: (piece: string) => void, pause: () => Promise<void>): Promise<void> {
  if (!hasLongList(value)) return add(JSON.stringify(value) ?? 'null')
  if (Array.isArray(value)) {
    for (let start = 0; start < value.length; start += SLICE_ITEMS) {
      const items = value
        .slice(start, start + SLICE_ITEMS)
        .map((item) => JSON.stringify(item) ?? 'null')
        .join(',')
      add(`${start === 0 ? '[' : ','}${items}`)
      await pause()
    }
    return add(']')
  }
  let opened = false
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    if (field === undefined || typeof field === 'function') continue
    add(`${opened ? ',' : '{'}${JSON.stringify(name)}:`)
    opened = true
    await write(field, add, pause)
  }
  add(opened ? '}' : '{}')
}
