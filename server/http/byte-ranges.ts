// HTTP range requests (RFC 9110 §14) for the update feed. electron-updater's
// differential download asks for the changed blocks of the new installer:
// several ranges in one request (answered multipart/byteranges) unless the
// feed URL looks like S3, one range per request otherwise, and one range for
// the block map embedded at the end of an AppImage. A full download sends no
// Range header at all.
import { randomBytes } from 'node:crypto'

/** A satisfiable range, both ends inclusive, as Content-Range writes them. */
export interface ByteRange {
  readonly start: number
  readonly end: number
}

export type RangeAnswer =
  /** No Range header, or one the server ignores: send the whole file (200). */
  | { readonly kind: 'whole' }
  /** 206 with the ranges in the order asked for. */
  | { readonly kind: 'partial'; readonly ranges: readonly ByteRange[] }
  /** 416: well-formed, but not one range overlaps the file. */
  | { readonly kind: 'unsatisfiable' }

const WHOLE: RangeAnswer = { kind: 'whole' }
const RANGE_SPEC = /^(?:(\d+)-(\d*)|-(\d+))$/

/**
 * What to answer to `Range: <header>` for a file of `size` bytes. A header
 * that does not parse, names another unit or has a range ending before it
 * starts is ignored, as RFC 9110 §14.2 allows, so the client gets the whole
 * file rather than an error. So is a set of ranges adding up to more than the
 * file: overlapping ranges would make a small request cost many times the
 * file's size (§14.2 allows refusing them too), and electron-updater never
 * asks for a byte twice.
 */
export function answerRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE
  const match = /^bytes=(.*)$/i.exec(header.trim())
  if (!match) return WHOLE
  const specs = (match[1] ?? '').split(',').map((spec) => spec.trim())
  if (specs.every((spec) => spec === '')) return WHOLE
  const ranges: ByteRange[] = []
  for (const spec of specs) {
    // Empty list elements are allowed by the #rule (RFC 9110 §5.6.1).
    if (spec === '') continue
    const parts = RANGE_SPEC.exec(spec)
    if (!parts) return WHOLE
    const [, first, last, suffix] = parts
    if (suffix !== undefined) {
      const length = Number(suffix)
      // A suffix of 0 bytes selects nothing; a longer one than the file selects it all.
      if (length > 0 && size > 0) ranges.push({ start: Math.max(0, size - length), end: size - 1 })
      continue
    }
    const start = Number(first)
    const end = last === '' || last === undefined ? Infinity : Number(last)
    if (end < start) return WHOLE
    if (start < size) ranges.push({ start, end: Math.min(end, size - 1) })
  }
  if (ranges.length === 0) return { kind: 'unsatisfiable' }
  const total = ranges.reduce((sum, range) => sum + range.end - range.start + 1, 0)
  if (total > size) return WHOLE
  return { kind: 'partial', ranges }
}

export function contentRange(range: ByteRange, size: number): string {
  return `bytes ${range.start}-${range.end}/${size}`
}

/** The framing of a multipart/byteranges body (RFC 9110 §14.6) around the file's bytes. */
export interface Multipart {
  readonly contentType: string
  /** The text before each part's bytes, in the order of `ranges`. */
  readonly heads: readonly string[]
  /** The closing delimiter after the last part. */
  readonly tail: string
  /** The whole body's length in bytes, for Content-Length. */
  readonly length: number
}

export function multipart(ranges: readonly ByteRange[], size: number, partType: string): Multipart {
  // Random per response, so no file can be made to contain it; clients
  // (electron-updater's DataSplitter) also cut parts by their declared length.
  const boundary = `update-feed-${randomBytes(12).toString('hex')}`
  // Each part after the first starts on a new line: the CRLF before a
  // delimiter belongs to the delimiter, not to the part's bytes.
  const heads = ranges.map(
    (range, index) =>
      `${index === 0 ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${partType}\r\nContent-Range: ${contentRange(range, size)}\r\n\r\n`
  )
  const tail = `\r\n--${boundary}--\r\n`
  const framing = heads.reduce((sum, head) => sum + Buffer.byteLength(head), Buffer.byteLength(tail))
  const bytes = ranges.reduce((sum, range) => sum + range.end - range.start + 1, 0)
  return { contentType: `multipart/byteranges; boundary=${boundary}`, heads, tail, length: framing + bytes }
}
