// A bound on what parsing an answer can cost, checked before JSON.parse.
// The body worker's heap cap (body-reader.ts) was meant to be the bound: a
// body that would need gigabytes kills the worker, not the app. Node 24
// (Electron 45's) does not keep that promise: a worker reaching its heap
// limit inside JSON.parse aborts the whole process ("FATAL ERROR: Reached
// heap limit"), where Node 20 ended only the worker with
// ERR_WORKER_OUT_OF_MEMORY; Node documents the limit as best-effort
// (nodejs/node#47224). So the cost is bounded before the parse instead: JSON
// allocates per value, and a value is at least one byte, so a count of the
// values in one linear pass bounds the heap the parse can take.

/**
 * Values an answer may hold, counted as containers (`[`, `{`) and separators
 * (`,`) outside strings: about 570,000 followers of six fields each. On Node
 * 24 a counted value costs at most about 32 bytes once parsed (9 MB of
 * `[[[]]]` is 6 million of them and about 190 MB), so a parse stays near 130
 * MB, well inside the worker's heap, with room for the reader's own work.
 */
export const MAX_JSON_VALUES = 4_000_000

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b

/** What each byte is to the count outside strings: a value's start or separator (1), a string's quote (2), nothing (0). */
const OUTSIDE = new Uint8Array(256)
OUTSIDE[COMMA] = 1
OUTSIDE[OPEN_ARRAY] = 1
OUTSIDE[OPEN_OBJECT] = 1
OUTSIDE[QUOTE] = 2

/**
 * Whether the JSON text in `bytes` holds more than `limit` values. UTF-8
 * never uses an ASCII byte inside a longer character, so the bytes can be
 * scanned as they are; a body shorter than `limit` bytes cannot exceed it
 * and is not scanned at all. A string (most of an answer: keys, names,
 * links) is crossed by a loop that looks only for its end, and outside
 * strings one table lookup says what a byte is: about half the time of a
 * loop that tests each byte for everything, which took longer than parsing
 * the same 16 MB (docs/performance.md, readers.worstRatioToParse).
 */
export function exceedsJsonBudget(bytes: Uint8Array, limit = MAX_JSON_VALUES): boolean {
  const length = bytes.byteLength
  if (length <= limit) return false
  let count = 0
  let index = 0
  while (index < length) {
    const kind = OUTSIDE[bytes[index] as number]
    index++
    if (kind === 1) {
      if (++count > limit) return true
    } else if (kind === 2) {
      // Inside a string: to the quote that ends it; a backslash takes the byte after it along.
      for (let byte = bytes[index]; index < length && byte !== QUOTE; byte = bytes[index])
        index += byte === BACKSLASH ? 2 : 1
      index++
    }
  }
  return false
}
