// Parameters arrive as strings (or string arrays for repeated query keys).
// Only plain decimal digits count as a number: "1e3", "0x10", " 7" and "1.0"
// are rejected rather than guessed at.

/** The single string value of a parameter, or undefined when absent or repeated. */
export function singleValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** A whole number written in plain digits, or undefined. */
export function parseWholeNumber(value: unknown): number | undefined {
  const text = singleValue(value)
  if (text === undefined || !/^[0-9]{1,15}$/.test(text)) return undefined
  return Number(text)
}
