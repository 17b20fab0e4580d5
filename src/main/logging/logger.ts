// Structured logging with pino. Two layers keep secrets out of logs: field
// redaction by path, and a scrubber that replaces any live secret (the token,
// a password being submitted) wherever it appears in a message.
import { pino, type Logger } from 'pino'
import { SecretRegistry } from './secret-registry'

export type { Logger }

const redactPaths = [
  'token',
  'password',
  'apiKey',
  'authorization',
  '*.token',
  '*.password',
  '*.apiKey',
  '*.authorization',
  '*.Authorization',
  'headers.authorization',
  'headers.Authorization',
  'config.headers.Authorization',
  'config.data'
]

export interface LoggerOptions {
  /** A file to append to; stderr when absent. */
  file?: string
  level?: string
}

export function createLogger(options: LoggerOptions = {}): { logger: Logger; secrets: SecretRegistry } {
  const secrets = new SecretRegistry()
  const destination = options.file ? pino.destination({ dest: options.file, mkdir: true, sync: true }) : pino.destination(2)
  const logger = pino(
    {
      level: options.level ?? 'info',
      redact: { paths: redactPaths, censor: '[redacted]' },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => secrets.scrub(arg)) as Parameters<typeof method>)
        }
      }
    },
    destination
  )
  return { logger, secrets }
}
