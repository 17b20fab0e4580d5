// The picture addresses main handed to each window inside a view model, and
// for which account (or, before any, which server). 'people:avatar' loads
// only those, and only for the account that was handed it, so a page cannot
// make main fetch an address of its own choosing (a compromised page would
// put what it read into one and have main deliver it), nor carry one
// platform's address over to another account's policy. Bounded, because a
// hostile platform can name a new picture in every answer, and forgotten
// when the window goes, at the account's sign-out and when the server changes.

/** Far more profiles than a person opens in one sitting; the oldest is dropped first. */
export const MAX_GRANTS_PER_WINDOW = 500
/** Windows are few; a sender that never said goodbye cannot make this grow. */
export const MAX_WINDOWS = 8

export class AvatarGrants {
  // Maps and Sets keep insertion order: the first entry is the least recently used.
  readonly #byWindow = new Map<string, Set<string>>()

  /** `url` as it stands in the view model, for `owner` (an account id, or a server with no account); the page must send back exactly that. */
  grant(sender: string, owner: string, url: string | null): void {
    if (url === null) return
    const urls = this.#byWindow.get(sender) ?? new Set<string>()
    this.#byWindow.delete(sender)
    this.#byWindow.set(sender, urls)
    const grant = grantKey(owner, url)
    urls.delete(grant)
    urls.add(grant)
    dropOldest(urls, MAX_GRANTS_PER_WINDOW)
    dropOldest(this.#byWindow, MAX_WINDOWS)
  }

  granted(sender: string, owner: string, url: string): boolean {
    return this.#byWindow.get(sender)?.has(grantKey(owner, url)) ?? false
  }

  /** What was handed out for one account (its session ended) or one server. */
  forgetOwner(owner: string): void {
    const prefix = grantKey(owner, '')
    for (const urls of this.#byWindow.values())
      for (const grant of urls) if (grant.startsWith(prefix)) urls.delete(grant)
  }

  forgetWindow(sender: string): void {
    this.#byWindow.delete(sender)
  }

  clear(): void {
    this.#byWindow.clear()
  }
}

/** A newline cannot stand in an account id or a base URL, so no owner's grant can pass for another's. */
const grantKey = (owner: string, url: string) => `${owner}\n${url}`

function dropOldest(entries: Set<string> | Map<string, unknown>, max: number): void {
  for (const key of entries.keys()) {
    if (entries.size <= max) return
    entries.delete(key)
  }
}
