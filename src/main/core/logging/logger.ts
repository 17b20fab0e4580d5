// Structured logging with pino into a size-rotated file (pino-roll: main.1.log,
// main.2.log… at most 4 files of 2 MB). Two layers keep secrets out of logs:
// field redaction by path, and a scrubber that replaces any live secret (the
// token, a password being submitted) wherever it appears in a message. A log
// folder that cannot be written never stops the app: logging falls back to
// stderr and the caller is told why. Main's start does not wait for any of it
// (startLogger): pino is a chunk loaded after the first window's first answer,
// and what is logged before then waits in memory, already scrubbed.
import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

import type { DestinationStream, LogFn } from 'pino'

import { maskCredentials } from './mask-credentials'
import { SecretRegistry } from './secret-registry'

/** The part of pino's logger main uses. */
export interface Logger {
  info: LogFn
  warn: LogFn
  error: LogFn
  debug: LogFn
  /** Writes what waits; with the log not open yet, opens it first. */
  flush(done?: (error?: Error) => void): void
}
type Level = 'info' | 'warn' | 'error' | 'debug'
const LEVELS: readonly Level[] = ['info', 'warn', 'error', 'debug']

const secretFields = [
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'password',
  'apiKey',
  'api_key',
  'secret',
  'authorization',
  'Authorization',
  'cookie',
  'set-cookie'
]
const redactPaths = [
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
  ...secretFields.map((field) => `*.*.${field}`),
  'headers.authorization',
  'headers.Authorization',
  'config.headers.Authorization',
  'config.data'
]

export const LOG_FILE_BASE = 'main'

/** Where the log files of a profile live: <userData>/logs. */
export const logsDirOf = (userDataDir: string) => join(userDataDir, 'logs')
export const LOG_MAX_BYTES = 2 * 1024 * 1024
/** Rotated files kept besides the current one. */
export const LOG_KEEP = 3

export interface LoggerOptions {
  /** The folder for main.N.log; stderr when absent. */
  dir?: string
  level?: string
  /** Smaller files in tests, so rotation can be seen. */
  maxBytes?: number
}

export interface CreatedLogger {
  logger: Logger
  secrets: SecretRegistry
  /** Why the log file could not be used, when it could not. */
  fileProblem: string | null
}

/** main.1.log, main.2.log…: the number is the file's place in the rotation. */
const LOG_NAME = new RegExp(`^${LOG_FILE_BASE}\\.(\\d+)\\.log$`)

/**
 * The log folder readable by its owner only (0700), and any log file an
 * earlier version left readable by others made owner-only (0600).
 */
async function ownerOnly(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmod(dir, 0o700)
  for (const name of await readdir(dir))
    if (LOG_NAME.test(name)) await chmod(join(dir, name), 0o600).catch(() => undefined)
}

export async function createLogger(
  options: LoggerOptions = {},
  secrets = new SecretRegistry()
): Promise<CreatedLogger> {
  const [{ pino }, { default: pinoRoll }] = await Promise.all([import('pino'), import('pino-roll')])
  let destination: DestinationStream = pino.destination(2)
  let fileProblem: string | null = null
  if (options.dir) {
    try {
      await ownerOnly(options.dir)
      destination = await pinoRoll({
        file: join(options.dir, LOG_FILE_BASE),
        extension: '.log',
        size: `${Math.max(1, Math.round((options.maxBytes ?? LOG_MAX_BYTES) / 1024))}k`,
        limit: { count: LOG_KEEP },
        mkdir: true,
        // Owner-only, like the settings: passed to every file sonic-boom opens, rotated ones too.
        mode: 0o600,
        // Synchronous writes: what was logged is on disk before a crash or an export.
        sync: true
      })
    } catch (error) {
      fileProblem = (error as NodeJS.ErrnoException).code ?? 'unknown error'
    }
  }
  const logger = pino(
    {
      level: options.level ?? 'info',
      redact: { paths: redactPaths, censor: '[redacted]' },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => maskInside(secrets.scrub(arg))) as Parameters<typeof method>)
        }
      }
    },
    destination
  )
  return { logger, secrets, fileProblem }
}

/** What waits before the log is open: at most this many lines, the first ones (a start logs a handful). */
export const MAX_WAITING_LINES = 1_000

export interface StartedLogger {
  /** Logs at once to memory, then to the file once it is open. */
  logger: Logger
  secrets: SecretRegistry
  /** Opens the log and writes what waited, once; resolves with why the file could not be used, or null. */
  open: () => Promise<string | null>
}

/**
 * A logger main can use before its log is open. pino, pino-roll and the log folder's checks cost main's start about
 * 20 ms before its first window (docs/performance.md, main.startupRatio), and nothing logged that early is read before
 * then. Each line waiting is scrubbed and masked as it is logged, as the open log would: a secret registered only for
 * a moment (a password being submitted) is gone from the registry by the time the file opens.
 */
export function startLogger(options: LoggerOptions = {}, create: typeof createLogger = createLogger): StartedLogger {
  const secrets = new SecretRegistry()
  const waiting: { level: Level; args: unknown[] }[] = []
  let open: Logger | null = null
  let opening: Promise<string | null> | undefined
  const openLog = () =>
    (opening ??= create(options, secrets).then(
      ({ logger, fileProblem }) => {
        for (const { level, args } of waiting.splice(0)) Reflect.apply(logger[level], logger, args)
        open = logger
        return fileProblem
      },
      // pino's chunk could not be loaded (a damaged install): nothing is written, the app goes on, and says why, as
      // for a folder that cannot be written (ERR_MODULE_NOT_FOUND, say).
      (error: unknown) => (error as NodeJS.ErrnoException | null)?.code ?? 'unknown error'
    ))
  const method =
    (level: Level): LogFn =>
    (...args: unknown[]) => {
      if (open) Reflect.apply(open[level], open, args)
      else if (waiting.length < MAX_WAITING_LINES)
        waiting.push({ level, args: args.map((arg) => maskInside(secrets.scrub(arg))) })
    }
  const logger = Object.fromEntries(LEVELS.map((level) => [level, method(level)])) as Record<Level, LogFn>
  return {
    logger: {
      ...logger,
      // Always answers, so a quit never waits on a log that could not be opened.
      flush: (done) => {
        void openLog().then(() => (open ? open.flush(done) : done?.()))
      }
    },
    secrets,
    open: openLog
  }
}

/** Credential-looking text in a message or in string fields (one level deep: log objects are flat). */
function maskInside(arg: unknown): unknown {
  if (typeof arg === 'string') return maskCredentials(arg)
  if (!arg || typeof arg !== 'object' || Array.isArray(arg) || arg instanceof Error) return arg
  return Object.fromEntries(
    Object.entries(arg).map(([key, value]) => [key, typeof value === 'string' ? maskCredentials(value) : value])
  )
}

/** The log files, oldest first (main.1.log, main.2.log…). */
export async function logFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const numbered = names
    .map((name) => ({ name, n: Number(LOG_NAME.exec(name)?.[1]) }))
    .filter((entry) => Number.isFinite(entry.n))
    .sort((a, b) => a.n - b.n)
  return numbered.map((entry) => join(dir, entry.name))
}

/** The last `count` lines across the rotated files. */
export async function lastLogLines(dir: string, count: number): Promise<string[]> {
  const lines: string[] = []
  for (const file of (await logFiles(dir)).reverse()) {
    if (!(await stat(file).catch(() => null))?.isFile()) continue
    const text = await readFile(file, 'utf8').catch(() => '')
    lines.unshift(...text.split('\n').filter(Boolean))
    if (lines.length >= count) break
  }
  return lines.slice(-count)
}
