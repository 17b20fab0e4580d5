// Help → Export diagnostics…: what a person can send when something is
// wrong — versions, settings without anything personal or secret, the
// background jobs' state and the last 500 log lines — with every live secret
// and anything that looks like a credential taken out before it is written.
// Crash dumps are named, with their dates, and never copied in.
import { arch, platform, release } from 'node:os'

import { maskCredentials } from '../../core/logging/mask-credentials'
import type { JobState } from '../../core/scheduler/scheduler'
import type { StoredSettings } from '../settings/settings-store'
import type { CrashDump } from './crash-dumps'
import { reportWords as w } from './diagnostics-words'

export const DIAGNOSTIC_LOG_LINES = 500

export interface DiagnosticsInput {
  appVersion: string
  versions: Record<string, string | undefined>
  settings: StoredSettings
  session: { signedIn: boolean; method?: string; persistence?: string }
  jobs: JobState[]
  logLines: string[]
  crashDumps: CrashDump[]
  /** Where the dumps are, so a person can find the ones they choose to send. */
  crashDumpsDir: string
  scrub: (text: string) => string
  now: number
}

// Settings that are personal (what someone searched for, which notifications they read, which updates they saw, whose profile they had open) stay out,
// and so does every account's and every server's own (the on-screen account's choices are already in the values).
const PRIVATE_SETTINGS = new Set<keyof StoredSettings>([
  'recentSearches',
  'readNotifications',
  'seenNotifications',
  'visitedNotifications',
  'seenPlatformUpdates',
  'windowBounds',
  'lastRoute',
  'accounts',
  'activeAccount',
  'perAccount',
  'perServer'
])
export function buildDiagnostics(input: DiagnosticsInput): string {
  const settings = Object.fromEntries(
    Object.entries(input.settings).filter(([key]) => !PRIVATE_SETTINGS.has(key as keyof StoredSettings))
  )
  const sections = [
    w.title(new Date(input.now).toISOString()),
    '',
    `## ${w.versions()}`,
    `app ${input.appVersion}`,
    `electron ${input.versions.electron ?? w.notElectron()}`,
    `chrome ${input.versions.chrome ?? '-'}`,
    `node ${input.versions.node ?? '-'}`,
    `os ${platform()} ${release()} ${arch()}`,
    '',
    `## ${w.session()}`,
    JSON.stringify(input.session),
    '',
    `## ${w.settings()}`,
    JSON.stringify(settings, null, 2),
    '',
    `## ${w.jobs()}`,
    ...input.jobs.map((job) => JSON.stringify(job)),
    '',
    `## ${w.crashDumps(input.crashDumpsDir)}`,
    ...(input.crashDumps.length > 0
      ? input.crashDumps.map((dump) => `${dump.modified} ${dump.name}`)
      : [w.noCrashDumps()]),
    '',
    `## ${w.logLines(DIAGNOSTIC_LOG_LINES)}`,
    ...input.logLines.slice(-DIAGNOSTIC_LOG_LINES)
  ]
  return `${maskCredentials(input.scrub(sections.join('\n')))}\n`
}
