import type { PersonEntry } from '@shared/people'

/**
 * A list's words for filtering, made once per list, not per keystroke: each entry's "label secondary id", lower-cased,
 * one after another in one string (a line each), and where each begins. Filtering then lets the engine's own string
 * search run over the whole list, and JavaScript only visits the entries it finds: on 50,000 people a third of the
 * time of asking each entry's text in turn, or less (docs/performance.md, "Filtering").
 */
export interface SearchIndex {
  readonly text: string
  /** Where entry i's words begin in `text`; starts[length] is the end. */
  readonly starts: Int32Array
}

/**
 * The list's index, made the first time it is asked for: not in the render that first shows the list (about
 * 52,000 lower-cased texts alone took 17-70 ms there in Node 24), but when the page is next idle (followers-view.tsx,
 * `useWhenIdle`), or at the first filter if that comes sooner.
 */
export function lazySearchIndex(entries: readonly PersonEntry[]): () => SearchIndex {
  let made: SearchIndex | null = null
  return () => (made ??= searchIndex(entries))
}

export function searchIndex(entries: readonly PersonEntry[]): SearchIndex {
  const texts = entries.map((entry) => `${entry.label} ${entry.secondary ?? ''} ${entry.id ?? ''}`.toLowerCase())
  const starts = new Int32Array(texts.length + 1)
  let at = 0
  texts.forEach((text, i) => {
    starts[i] = at
    // Lower-casing may change a text's length ("İ" becomes two code units), so each is measured as it now is.
    at += text.length + 1
  })
  starts[texts.length] = at
  return { text: texts.join('\n'), starts }
}

/**
 * Entries whose words hold every word of the filter, in their original order. A word holds no white space, so it is
 * never found across two entries (nor across the parts of one).
 */
export function filterPeople(
  entries: readonly PersonEntry[],
  index: () => SearchIndex,
  filter: string
): readonly PersonEntry[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean)
  const [first, ...rest] = words
  if (first === undefined) return entries
  const { text, starts } = index()
  // For each other word, where it next occurs at or after the entry being looked at: each only moves forward, so a
  // word is searched for once over the whole list, however many entries the first word finds.
  const next = rest.map(() => -1)
  const out: PersonEntry[] = []
  let i = 0
  for (let found = text.indexOf(first); found !== -1 && i < entries.length;) {
    while ((starts[i + 1] as number) <= found) i++
    const from = starts[i] as number
    const end = starts[i + 1] as number
    let all = true
    for (let w = 0; w < rest.length && all; w++) {
      if ((next[w] as number) < from) {
        const at = text.indexOf(rest[w] as string, from)
        next[w] = at === -1 ? Number.POSITIVE_INFINITY : at
      }
      all = (next[w] as number) < end
    }
    if (all) out.push(entries[i] as PersonEntry)
    i++
    found = i < entries.length ? text.indexOf(first, starts[i]) : -1
  }
  return out
}
