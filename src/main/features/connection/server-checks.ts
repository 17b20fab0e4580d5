// Checking a server address before anything uses it, one check at a time per
// window (its IPC sender id): first run's 'connection:save' and Add
// account's 'accounts:add' both check through here, so 'connection:cancel'
// (and the window closing) aborts whichever of them is running.
import { failure } from '@shared/result'

import type { ApiClient } from '../../core/api/api-client'
import { say } from '../../core/i18n'
import { checkPlatform } from './check-platform'
import { connectionMessages } from './connection-words'

export interface ServerChecks {
  /** Checks `baseUrl` for the window `sender` (ending the one it had running); a cancel makes it fail as 'cancelled', never as the network error the abort caused. */
  check(sender: string, baseUrl: string): Promise<void>
  /** Aborts the check running for the window `sender`, if any. */
  cancel(sender: string): void
}

export function serverChecks(api: ApiClient): ServerChecks {
  const running = new Map<string, AbortController>()
  const cancel = (sender: string) => {
    running.get(sender)?.abort()
    running.delete(sender)
  }
  const cancelled = () => failure({ kind: 'cancelled', message: say(connectionMessages.checkCancelled) })
  return {
    async check(sender, baseUrl) {
      cancel(sender)
      const controller = new AbortController()
      running.set(sender, controller)
      try {
        await checkPlatform(api, baseUrl, controller.signal)
      } catch (error) {
        if (controller.signal.aborted) throw cancelled()
        throw error
      } finally {
        if (running.get(sender) === controller) running.delete(sender)
      }
      if (controller.signal.aborted) throw cancelled()
    },
    cancel
  }
}
