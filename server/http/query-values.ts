/**
 * The query parameters of a request URL, one value each: the first occurrence
 * of a repeated key, decoded (`+` as a space). Fault rules (`delayByQuery`)
 * and the request log read the query this one way, so a test that sees a
 * value in the log can key a delay on exactly that value.
 */
export function queryValues(url: string): Record<string, string> {
  const start = url.indexOf('?')
  if (start === -1) return {}
  const seen = new Map<string, string>()
  for (const [key, value] of new URLSearchParams(url.slice(start + 1))) {
    if (!seen.has(key)) seen.set(key, value)
  }
  // fromEntries defines own properties, so a key such as "__proto__" is kept
  // as data instead of changing the object's prototype.
  return Object.fromEntries(seen)
}

/** The path of a request URL, without its query string, as sent. */
export function pathOf(url: string): string {
  const end = url.indexOf('?')
  return end === -1 ? url : url.slice(0, end)
}
