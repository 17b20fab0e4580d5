// Helpers for the update feed tests: running scripts/make-update-feed.mjs as
// a person would, temporary folders, and electron-updater's own HTTP client
// made to run without Electron.
import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { deflateRawSync, gzipSync } from 'node:zlib'

import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor.js'
import { afterAll } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')
const SCRIPT = join(ROOT, 'scripts/make-update-feed.mjs')

export interface ScriptRun {
  status: number | null
  stdout: string
  stderr: string
}

/** `node scripts/make-update-feed.mjs ...args`, from the repository root. */
export function makeUpdateFeed(...args: string[]): ScriptRun {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

/** Like makeUpdateFeed, but throws with the script's own message when it fails. */
export function makeUpdateFeedOrThrow(...args: string[]): ScriptRun {
  const run = makeUpdateFeed(...args)
  if (run.status !== 0) throw new Error(`make-update-feed failed (${run.status}): ${run.stderr}`)
  return run
}

/** A fresh folder under the OS temp dir, removed after the file's tests. */
export function temporaryFolder(prefix: string): () => string {
  let folder: string | undefined
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true })
  })
  return () => {
    folder ??= mkdtempSync(join(tmpdir(), `${prefix}-`))
    return folder
  }
}

/** The digest electron-updater checks: sha512, base64. */
export function sha512Base64(bytes: Buffer): string {
  return createHash('sha512').update(bytes).digest('base64')
}

/**
 * electron-updater's real executor (download, downloadToBuffer, redirect and
 * digest handling) with Node's http client in place of Electron's `net`, the
 * one part that needs Electron. Only createRequest touches `electron`, and
 * only when called, so the module imports fine under plain Node.
 */
export class NodeHttpExecutor extends ElectronHttpExecutor {
  override createRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void
  ): ReturnType<ElectronHttpExecutor['createRequest']> {
    // No pooled sockets: electron-updater arms a 60 s timeout on every socket it is given.
    const outgoing: ClientRequest = request({ ...options, agent: false }, callback)
    return outgoing as unknown as ReturnType<ElectronHttpExecutor['createRequest']>
  }
}

/** Every line electron-updater logs, so a failing test can show them. */
export function recordingLogger(): {
  lines: string[]
  info(message?: unknown): void
  warn(message?: unknown): void
  error(message?: unknown): void
} {
  const lines: string[] = []
  return {
    lines,
    info: (message) => lines.push(`info ${String(message)}`),
    warn: (message) => lines.push(`warn ${String(message)}`),
    error: (message) => lines.push(`error ${String(message)}`)
  }
}

/** Block size of the fixtures' block maps (electron-builder's vary; the downloader only compares checksums and sizes). */
const BLOCK_BYTES = 16 * 1024

/** An "installer" of random blocks, and the next version of it with a few blocks changed and one added. */
export function installerPair(blockCount = 20, changed: readonly number[] = [3, 11]): { old: Buffer; next: Buffer } {
  const blocks = Array.from({ length: blockCount }, () => randomBytes(BLOCK_BYTES))
  const nextBlocks = blocks.map((block, index) => (changed.includes(index) ? randomBytes(BLOCK_BYTES) : block))
  return { old: Buffer.concat(blocks), next: Buffer.concat([...nextBlocks, randomBytes(BLOCK_BYTES / 2)]) }
}

/** builder-util-runtime's BlockMap shape, one file named "file" as electron-builder writes it. */
export function blockMapOf(bytes: Buffer): {
  version: '2'
  files: Array<{ name: string; offset: number; checksums: string[]; sizes: number[] }>
} {
  const checksums: string[] = []
  const sizes: number[] = []
  for (let offset = 0; offset < bytes.length; offset += BLOCK_BYTES) {
    const block = bytes.subarray(offset, offset + BLOCK_BYTES)
    checksums.push(createHash('sha256').update(block).digest('base64'))
    sizes.push(block.length)
  }
  return { version: '2', files: [{ name: 'file', offset: 0, checksums, sizes }] }
}

/** A `.blockmap` file: gzipped JSON, as AppUpdater.differentialDownloadInstaller reads it. */
export function blockMapFile(bytes: Buffer): Buffer {
  return gzipSync(JSON.stringify(blockMapOf(bytes)))
}

/** An AppImage-like file: content, then its block map (raw deflate) and that map's length as 4 bytes. */
export function withEmbeddedBlockMap(content: Buffer): Buffer {
  const map = deflateRawSync(JSON.stringify(blockMapOf(content)))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(map.length)
  return Buffer.concat([content, map, length])
}
