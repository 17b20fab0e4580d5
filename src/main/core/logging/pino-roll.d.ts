// pino-roll ships no types; this is the part we use (see its pino-roll.js).
declare module 'pino-roll' {
  import type { DestinationStream } from 'pino'
  interface PinoRollOptions {
    file: string
    size?: string | number
    frequency?: string | number
    extension?: string
    limit?: { count?: number; removeOtherLogFiles?: boolean }
    mkdir?: boolean
    sync?: boolean
    symlink?: boolean
    /** Passed through to sonic-boom, which opens every file (rotated ones too) with it. */
    mode?: number
  }
  export default function pinoRoll(
    options: PinoRollOptions
  ): Promise<DestinationStream & { flushSync(): void; end(): void }>
}
