// The notices main raises about the app itself, rather than a feature: what
// the start found wrong, and unexpected errors, said at most every five minutes.
import { say } from '../core/i18n'
import type { Logger } from '../core/logging/logger'
import { appImageSandboxNotice } from '../desktop/os/sandbox-notice'
import { appMessages } from './app-words'
import type { NoticeQueue } from './notices'

/** At most one "something went wrong" notice in this time, however many errors. */
export const UNEXPECTED_NOTICE_GAP_MS = 5 * 60_000

/** What the start found: an AppImage running without the sandbox. */
export function startupNotices(
  notices: NoticeQueue,
  logger: Logger,
  found: { appImage: string | undefined; noSandbox: boolean }
): void {
  const sandbox = appImageSandboxNotice({ appImage: found.appImage, noSandbox: found.noSandbox })
  if (!sandbox) return
  logger.warn('running without the Chromium sandbox: the AppImage started with --no-sandbox')
  notices.push(sandbox)
}

/** Opens the log (once) and says when its folder cannot be written: logging then goes to stderr. */
export async function openLog(core: { openLog: () => Promise<string | null> }, notices: NoticeQueue): Promise<void> {
  const problem = await core.openLog()
  if (problem) notices.push({ level: 'warning', message: say(appMessages.logFileProblem, { problem }) })
}

/** Logs every unexpected error in main; tells the person once per UNEXPECTED_NOTICE_GAP_MS. */
export function unexpectedErrors(notices: NoticeQueue, logger: Logger, now: () => number): (error: unknown) => void {
  let lastNotice = Number.NEGATIVE_INFINITY
  return (error) => {
    logger.error({ err: error }, 'unexpected error in main')
    if (now() - lastNotice < UNEXPECTED_NOTICE_GAP_MS) return
    lastNotice = now()
    notices.push({ level: 'error', message: say(appMessages.unexpectedError) })
  }
}
