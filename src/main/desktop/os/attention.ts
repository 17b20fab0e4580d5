// When the OS should draw the person's eye to the app: a sign-in that ended
// on its own (the platform refused the token, usually during a background
// check) needs the person, who may be elsewhere. Asked once per session end,
// never again until a new session has begun and ended: a flashing taskbar
// button or a bouncing dock icon that keeps coming back is a nuisance.
import type { SessionChangeReason } from '@shared/session'

export class AttentionOnce {
  #asked = false

  /** True when this change should ask for attention. */
  sessionChanged(signedIn: boolean, reason: SessionChangeReason): boolean {
    // A new session (signed in, or restored from the vault) may end again and be told again.
    if (signedIn) {
      this.#asked = false
      return false
    }
    if (reason !== 'expired' || this.#asked) return false
    this.#asked = true
    return true
  }
}
