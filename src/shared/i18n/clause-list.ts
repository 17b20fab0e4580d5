// Clauses set side by side with no "and" ("2 services down, 1 degraded"):
// a unit list, the locale's separator. Japanese's unit list joins with a
// space, which reads as one run-on clause; its enumeration comma 、 is what a
// Japanese reader expects (「1 件停止、2 件低下」), and its conjunction list
// gives exactly that with no と for any number of items.
export function clauseListOptions(locale: string): Intl.ListFormatOptions {
  return /^ja(?:-|$)/i.test(locale) ? { type: 'conjunction', style: 'narrow' } : { type: 'unit', style: 'short' }
}
