import type { PersonEntry } from '@shared/people'

/** Lower-cased "label secondary" per entry, computed once per list, not per keystroke. */
export function searchTexts(entries: readonly PersonEntry[]): string[] {
  return entries.map((entry) => `${entry.label} ${entry.secondary ?? ''} ${entry.id ?? ''}`.toLowerCase())
}

/** Entries whose text holds every word of the filter, in their original order. */
export function filterPeople(
  entries: readonly PersonEntry[],
  texts: readonly string[],
  filter: string
): readonly PersonEntry[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return entries
  const out: PersonEntry[] = []
  for (let i = 0; i < entries.length; i++) {
    const text = texts[i] ?? ''
    if (words.every((word) => text.includes(word))) out.push(entries[i] as PersonEntry)
  }
  return out
}
