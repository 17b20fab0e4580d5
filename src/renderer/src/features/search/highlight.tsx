/** The parts of `text` that match a word of `query`, marked — as text, never HTML. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))]
  if (words.length === 0) return [{ text, match: false }]
  const lower = text.toLowerCase()
  const marked = new Array<boolean>(text.length).fill(false)
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length))
      marked.fill(true, at, at + word.length)
  }
  const parts: { text: string; match: boolean }[] = []
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1]
    if (last && last.match === marked[i]) last.text += text[i]
    else parts.push({ text: text[i] ?? '', match: marked[i] ?? false })
  }
  return parts
}

export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        // Position is the identity of a part within one string.
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>
      )}
    </>
  )
}
