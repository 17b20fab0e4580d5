import type { Notice, NoticeAction } from '@shared/notice'

/**
 * Notices raised before the window listens (a moved-aside settings file, a
 * discarded credential) wait here and are handed over with the bootstrap;
 * after that they go out as events straight away.
 */
export class NoticeQueue {
  #pending: Notice[] = []
  #live = false
  #counter = 0
  readonly #send: (notice: Notice) => void

  constructor(send: (notice: Notice) => void) {
    this.#send = send
  }

  push(notice: Omit<Notice, 'id'>): void {
    const full = { ...notice, id: `notice-${++this.#counter}` }
    if (this.#live) this.#send(full)
    else this.#pending.push(full)
  }

  /** Forgets waiting notices whose action no longer applies (a kept sign-in that has since been restored). */
  /** Drops waiting notices with this kind of action: one account's when given, and those for no account in particular. */
  withdraw(kind: NoticeAction['kind'], account?: string): void {
    this.#pending = this.#pending.filter((notice) => {
      if (notice.action?.kind !== kind) return true
      return account !== undefined && notice.action.account !== undefined && notice.action.account !== account
    })
  }

  /** The window went away: keep notices for the next one's bootstrap. */
  pause(): void {
    this.#live = false
  }

  /** Hands over what waited and switches to sending live. */
  drain(): Notice[] {
    const pending = this.#pending
    this.#pending = []
    this.#live = true
    return pending
  }
}
