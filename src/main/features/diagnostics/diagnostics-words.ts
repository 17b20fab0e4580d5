// What exporting diagnostics says: the save dialog, the report's headings,
// and the notice that tells how it went (the menu has no other way to answer).
import { defineMessages } from '@shared/i18n/messages'

import { say } from '../../core/i18n'

export const diagnosticsMessages = defineMessages({
  saveDialogTitle: {
    id: 'diagnostics.saveDialog.title',
    defaultMessage: 'Export diagnostics',
    description: 'Title of the save dialog for Help › Export diagnostics….'
  },
  textFiles: {
    id: 'diagnostics.saveDialog.textFilter',
    defaultMessage: 'Text',
    description: 'The save dialog’s name for its file type filter that lists .txt files.'
  },
  saved: {
    id: 'diagnostics.notice.saved',
    defaultMessage: 'Diagnostics saved to {path}. They hold no password or token; look them over before you send them.',
    description: 'Notice after exporting diagnostics. {path} is the file it was saved to.'
  },
  notSaved: {
    id: 'diagnostics.notice.notSaved',
    defaultMessage: 'The diagnostics could not be saved there ({code}). Choose another folder.',
    description:
      'Error notice when the diagnostics file could not be written. {code} is the operating system’s error code, e.g. EACCES.'
  },
  reportTitle: {
    id: 'diagnostics.report.title',
    defaultMessage: 'Platform Desktop diagnostics, {time}',
    description: 'First line of the exported diagnostics report. {time} is when it was made, as an ISO 8601 timestamp.'
  },
  versions: {
    id: 'diagnostics.report.versions',
    defaultMessage: 'Versions',
    description: 'Heading in the diagnostics report: the versions of the app and what it runs on.'
  },
  notElectron: {
    id: 'diagnostics.report.notElectron',
    defaultMessage: 'not running in Electron',
    description:
      'In the diagnostics report’s Versions section, after “electron”, when the app was not run by Electron (tests).'
  },
  session: {
    id: 'diagnostics.report.session',
    defaultMessage: 'Session',
    description: 'Heading in the diagnostics report: how the person is signed in.'
  },
  settings: {
    id: 'diagnostics.report.settings',
    defaultMessage: 'Settings (personal data left out)',
    description: 'Heading in the diagnostics report: the app’s settings, without personal ones.'
  },
  jobs: {
    id: 'diagnostics.report.jobs',
    defaultMessage: 'Background jobs',
    description: 'Heading in the diagnostics report: the state of the app’s background jobs.'
  },
  crashDumps: {
    id: 'diagnostics.report.crashDumps',
    defaultMessage: 'Crash dumps (names and dates; the files stay in {folder})',
    description:
      'Heading in the diagnostics report: the crash dump files listed. {folder} is the folder that holds them.'
  },
  noCrashDumps: {
    id: 'diagnostics.report.noCrashDumps',
    defaultMessage: 'none',
    description: 'In the diagnostics report, under the crash dumps heading, when there are none.'
  },
  logLines: {
    id: 'diagnostics.report.logLines',
    defaultMessage: '{count, plural, one {Last log line} other {Last # log lines}}',
    description: 'Heading in the diagnostics report: the end of the app’s log. {count} is how many lines (500).'
  }
})

/** The report's headings. `time` is an ISO timestamp: the report is read by whoever helps, in any language. */
export const reportWords = {
  title: (time: string) => say(diagnosticsMessages.reportTitle, { time }),
  versions: () => say(diagnosticsMessages.versions),
  notElectron: () => say(diagnosticsMessages.notElectron),
  session: () => say(diagnosticsMessages.session),
  settings: () => say(diagnosticsMessages.settings),
  jobs: () => say(diagnosticsMessages.jobs),
  crashDumps: (folder: string) => say(diagnosticsMessages.crashDumps, { folder }),
  noCrashDumps: () => say(diagnosticsMessages.noCrashDumps),
  logLines: (count: number) => say(diagnosticsMessages.logLines, { count })
}
