// The picture addresses main handed to each window inside a view model.
// 'people:avatar' loads only those, so a page cannot make main fetch an
// address of its own choosing (a compromised page would put what it read
// into one and have main deliver it). Bounded, because a hostile platform
// can name a new picture in every answer, and forgotten when the window
// goes, at sign-out and when the server changes.

/** Far more profiles than a person opens in one sitting; the oldest is dropped first. */
export const MAX_GRANTS_PER_WINDOW = 500
/** Windows are few; a sender that never said goodbye cannot make this grow. */
export const MAX_WINDOWS = 8

export class AvatarGrants {
  // Maps and Sets keep insertion order: the first entry is the least recently used.
  readonly #byWindow = new Map<string, Set<string>>()

  /** `url` as it stands in the view model; the page must send back exactly that. */
  grant(sender: string, url: string | null): void {
    if (url === null) return
    const urls = this.#byWindow.get(sender) ?? new Set<string>()
    this.#byWindow.delete(sender)
    this.#byWindow.set(sender, urls)
    urls.delete(url)
    urls.add(url)
    dropOldest(urls, MAX_GRANTS_PER_WINDOW)
    dropOldest(this.#byWindow, MAX_WINDOWS)
  }

  granted(sender: string, url: string): boolean {
    return this.#byWindow.get(sender)?.has(url) ?? false
  }

  forgetWindow(sender: string): void {
    this.#byWindow.delete(sender)
  }

  clear(): void {
    this.#byWindow.clear()
  }
}

function dropOldest(entries: Set<string> | Map<string, unknown>, max: number): void {
  for (const key of entries.keys()) {
    if (entries.size <= max) return
    entries.delete(key)
  }
}
