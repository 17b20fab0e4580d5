// A small built-in leak list for the test-only PwnedAPI endpoint. Counts are
// illustrative. demo1234 is on it on purpose, so demo mode shows a hit.
const LEAKED = new Map<string, number>([
  ['123456', 42_153_987],
  ['123456789', 7_016_669],
  ['password', 9_545_824],
  ['qwerty', 3_946_737],
  ['111111', 3_120_252],
  ['letmein', 1_054_323],
  ['iloveyou', 1_589_209],
  ['admin', 1_022_330],
  ['welcome', 901_334],
  ['monkey', 1_232_124],
  ['dragon', 996_302],
  ['hunter2', 52_124],
  ['demo1234', 1_337]
])

export function leakCount(password: string): number {
  return LEAKED.get(password) ?? 0
}
