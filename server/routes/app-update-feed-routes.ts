// A read-only folder served under /updates/ as a "generic" update feed for
// electron-updater (server/README.md "Testing auto-update against the reference
// server"). It is outside the /v1 API and outside api/openapi.yaml: it stands
// in for the static file host a release would be published to, not for the
// platform. Only files directly in the folder are served; everything else,
// however it is spelled, is the same 404 as an unknown path.
import { constants } from 'node:fs'
import type { FileHandle } from 'node:fs/promises'
import { open, realpath, stat } from 'node:fs/promises'
import { basename, dirname, extname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { ByteRange, RangeAnswer } from '../http/byte-ranges'
import { answerRange, contentRange, multipart } from '../http/byte-ranges'
import { sendError } from '../http/error-body'

export const APP_UPDATE_FEED_PREFIX = '/updates/'

const NOT_FOUND = 'There is no update file at this path.'
const READ_CHUNK_BYTES = 64 * 1024

// What electron-builder publishes. The registered types where there is one
// (application/yaml is RFC 9512), the common ones otherwise; electron-updater
// itself ignores Content-Type except for multipart/byteranges.
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.yml': 'application/yaml',
  '.yaml': 'application/yaml',
  '.zip': 'application/zip',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.appimage': 'application/vnd.appimage',
  '.deb': 'application/vnd.debian.binary-package',
  '.rpm': 'application/x-rpm',
  '.dmg': 'application/x-apple-diskimage',
  // Gzipped JSON that the client gunzips itself: never Content-Encoding:
  // gzip, or HTTP clients would inflate it before electron-updater does.
  '.blockmap': 'application/octet-stream'
}

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The real path of the feed folder, checked once at start so that a typo in
 * `--app-update-feed` fails loudly instead of answering 404 to everything.
 */
export async function resolveAppUpdateFeedRoot(dir: string): Promise<string> {
  let root: string
  try {
    root = await realpath(resolve(dir))
  } catch {
    throw new Error(
      `appUpdateFeedDir "${dir}" does not exist. Create it (scripts/make-update-feed.mjs does) or fix the path.`
    )
  }
  if (!(await stat(root)).isDirectory()) throw new Error(`appUpdateFeedDir "${dir}" is not a folder.`)
  return root
}

// Path separators of every OS (a backslash is one on Windows only, but a feed
// has no use for it anywhere), the drive and alternate-stream colon, and NUL.
const UNSAFE_NAME = /[/\\:\0]/

/**
 * The file name a request asks for, or undefined when it is not one plain
 * name in the folder. Read from the URL as sent, after the one decoding step
 * a file name needs (electron-updater percent-encodes spaces), so `..`,
 * `%2e%2e`, `..%2f` and `%5c` all end up here as dot names or separators.
 */
export function feedFileName(url: string): string | undefined {
  const path = url.split('?')[0] ?? ''
  if (!path.startsWith(APP_UPDATE_FEED_PREFIX)) return undefined
  let name: string
  try {
    name = decodeURIComponent(path.slice(APP_UPDATE_FEED_PREFIX.length))
  } catch {
    return undefined
  }
  // No dot names: that covers `.` and `..` as well as hidden files (.env, .git).
  if (name === '' || name.startsWith('.') || UNSAFE_NAME.test(name)) return undefined
  return name
}

interface FeedFile {
  handle: FileHandle
  size: number
  modified: Date
}

async function openFeedFile(root: string, name: string): Promise<FeedFile | undefined> {
  let real: string
  try {
    real = await realpath(join(root, name))
  } catch {
    return undefined
  }
  // A symlink may stand for another file of the feed, never for anything
  // outside it or hidden in it.
  if (dirname(real) !== root || basename(real).startsWith('.')) return undefined
  let handle: FileHandle
  try {
    // O_NOFOLLOW: a symlink swapped in after realpath is refused, not followed.
    // O_NONBLOCK: opening a FIFO someone left in the folder must not hang.
    handle = await open(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0))
  } catch {
    return undefined
  }
  try {
    // Size and type from the open file, so what is sent is what was checked.
    const info = await handle.stat()
    if (info.isFile()) return { handle, size: info.size, modified: info.mtime }
  } catch {
    // Treated like a missing file below.
  }
  await handle.close()
  return undefined
}

/** Framing text and byte ranges of the file, in the order they are sent. */
type Piece = string | ByteRange

async function* bytesOf(handle: FileHandle, pieces: readonly Piece[]): AsyncGenerator<Buffer> {
  for (const piece of pieces) {
    if (typeof piece === 'string') {
      yield Buffer.from(piece)
      continue
    }
    for (let position = piece.start; position <= piece.end;) {
      const length = Math.min(READ_CHUNK_BYTES, piece.end + 1 - position)
      const { bytesRead, buffer } = await handle.read(Buffer.allocUnsafe(length), 0, length, position)
      // Content-Length is already promised; a short file must cut the response, not pad it.
      if (bytesRead === 0) throw new Error('The file got shorter while it was being sent.')
      yield buffer.subarray(0, bytesRead)
      position += bytesRead
    }
  }
}

/**
 * Range handling is defined for GET only (RFC 9110 §14.2), so HEAD describes
 * the whole file. If-Range is honoured when it repeats our Last-Modified; any
 * other validator cannot match, and the client then wants the whole file.
 */
function rangeAnswer(request: FastifyRequest, file: FeedFile, lastModified: string): RangeAnswer {
  if (request.method !== 'GET') return { kind: 'whole' }
  const ifRange = request.headers['if-range']
  if (ifRange !== undefined && ifRange !== lastModified) return { kind: 'whole' }
  return answerRange(request.headers.range, file.size)
}

/**
 * Sets the status and headers for the file and returns what to send, in
 * order, or 'unsatisfiable' for a 416. Synchronous, so the caller alone
 * decides when the file handle is closed.
 */
function plan(request: FastifyRequest, reply: FastifyReply, name: string, file: FeedFile): Piece[] | 'unsatisfiable' {
  const lastModified = file.modified.toUTCString()
  reply
    .header('accept-ranges', 'bytes')
    .header('last-modified', lastModified)
    // The channel file changes in place when a newer version is published.
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
  const answer = rangeAnswer(request, file, lastModified)
  if (answer.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`)
    return 'unsatisfiable'
  }
  const type = contentTypeOf(name)
  reply.type(type)
  if (answer.kind === 'whole') {
    reply.code(200).header('content-length', String(file.size))
    return file.size === 0 ? [] : [{ start: 0, end: file.size - 1 }]
  }
  const [only] = answer.ranges
  if (answer.ranges.length === 1 && only) {
    reply
      .code(206)
      .header('content-range', contentRange(only, file.size))
      .header('content-length', String(only.end - only.start + 1))
    return [only]
  }
  const body = multipart(answer.ranges, file.size, type)
  reply.code(206).type(body.contentType).header('content-length', String(body.length))
  return [...answer.ranges.flatMap((range, index): Piece[] => [body.heads[index] ?? '', range]), body.tail]
}

export function registerAppUpdateFeedRoutes(app: FastifyInstance, root: string): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${APP_UPDATE_FEED_PREFIX}*`,
    handler: async (request, reply) => {
      const name = feedFileName(request.url)
      const file = name === undefined ? undefined : await openFeedFile(root, name)
      if (name === undefined || !file) return sendError(reply, 404, NOT_FOUND)
      const pieces = plan(request, reply, name, file)
      if (pieces === 'unsatisfiable' || request.method === 'HEAD' || pieces.length === 0) {
        await file.handle.close()
        if (pieces === 'unsatisfiable')
          return sendError(reply, 416, `The requested range is outside the file, which has ${file.size} bytes.`)
        return reply.send()
      }
      const stream = Readable.from(bytesOf(file.handle, pieces), { objectMode: false })
      // 'close' follows both the last byte and a client that went away mid-file.
      stream.once('close', () => void file.handle.close())
      return reply.send(stream)
    }
  })
}
