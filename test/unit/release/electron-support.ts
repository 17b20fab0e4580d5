// The supported-Electron rule as a pure function, so its test can show it
// failing on made-up inputs as well as passing on the repo's own.

export interface SupportTable {
  /** The newest stable Electron major on `recordedOn`. */
  latestStableMajor: number
  /** ISO date (YYYY-MM-DD) the table was last checked against Electron's release timeline. */
  recordedOn: string
  /** How many of the newest stable majors Electron supports (3). */
  supportedMajors: number
}

/** Electron ships a major every 8 weeks; a year-old record is several majors behind and must be looked at again. */
export const MAX_TABLE_AGE_DAYS = 365
const DAY = 24 * 60 * 60 * 1000

/** What is wrong with pinning Electron `pinned` according to `table` on `today`; empty when nothing is. */
export function electronSupportProblems(table: SupportTable, pinned: string, today: Date): string[] {
  const problems: string[] = []
  const exact = /^(\d+)\.\d+\.\d+$/.exec(pinned)
  if (!exact)
    problems.push(
      `package.json pins electron as "${pinned}"; pin one exact version (e.g. 45.4.1) so every install runs the Electron this table was checked against.`
    )
  if (!Number.isInteger(table.latestStableMajor) || table.latestStableMajor < 1)
    problems.push('release/electron-support.json: latestStableMajor must be a positive whole number.')
  if (!Number.isInteger(table.supportedMajors) || table.supportedMajors < 1)
    problems.push('release/electron-support.json: supportedMajors must be a positive whole number.')

  const recorded = /^\d{4}-\d{2}-\d{2}$/.test(table.recordedOn)
    ? new Date(`${table.recordedOn}T00:00:00Z`)
    : new Date(NaN)
  if (Number.isNaN(recorded.getTime()))
    problems.push(`release/electron-support.json: recordedOn "${table.recordedOn}" is not a YYYY-MM-DD date.`)
  else {
    const ageDays = Math.floor((today.getTime() - recorded.getTime()) / DAY)
    if (ageDays < -1) problems.push(`release/electron-support.json: recordedOn ${table.recordedOn} is in the future.`)
    if (ageDays > MAX_TABLE_AGE_DAYS)
      problems.push(
        `release/electron-support.json was recorded on ${table.recordedOn}, ${ageDays} days ago: Electron has released several majors since. ` +
          'Look up the latest stable major, record it with today’s date, and upgrade Electron if the pinned one is no longer supported.'
      )
  }

  if (exact && problems.length === 0) {
    const major = Number(exact[1])
    const oldest = table.latestStableMajor - table.supportedMajors + 1
    if (major > table.latestStableMajor)
      problems.push(
        `Electron ${pinned} is newer than the latest stable major recorded (${table.latestStableMajor}): update release/electron-support.json with this upgrade.`
      )
    else if (major < oldest)
      problems.push(
        `Electron ${pinned} is out of support: only ${oldest}–${table.latestStableMajor} get security fixes. Upgrade Electron.`
      )
  }
  return problems
}
