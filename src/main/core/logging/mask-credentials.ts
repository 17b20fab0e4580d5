// Credentials by their look, for text that may hold one we never registered
// as a live secret (a server echoing a form body, a key pasted into a
// message): bearer values, secret-named fields (JSON or form), JWTs and
// well-known API key prefixes become [redacted].
//
// Every pattern is linear in the text: one that may start in the middle of a
// run of its own characters (`-eyJ-eyJ-…`, `sk-sk-…`) is anchored by a
// lookbehind, not `\b`, so it starts once per run instead of at each
// repetition and rescanning the rest (quadratic: 500 crafted error reports
// once held main for seconds in Export diagnostics).
const PATTERNS: [RegExp, string][] = [
  [/(bearer\s+)[^\s"',]+/gi, '$1[redacted]'],
  [
    /("?(?:token|access_?token|refresh_?token|password|passwd|api_?key|secret|authorization|cookie)"?\s*[:]\s*)"[^"]*"/gi,
    '$1"[redacted]"'
  ],
  [/(\b(?:token|access_?token|refresh_?token|password|passwd|api_?key|secret)=)[^&\s"']+/gi, '$1[redacted]'],
  [/(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?![A-Za-z0-9_-])/g, '[redacted]'],
  [
    /(?<![A-Za-z0-9_-])(?:ghp|gho|ghs|ghu|glpat|sk|pk|rk|xox[abposr])[-_][A-Za-z0-9_-]{12,}(?![A-Za-z0-9_-])/g,
    '[redacted]'
  ]
]

export function maskCredentials(text: string): string {
  let out = text
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement)
  return out
}
