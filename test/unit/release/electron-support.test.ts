// Electron fixes security bugs only in its latest three stable majors. The
// record in release/electron-support.json says which those were when Electron
// was last upgraded; this fails when the pinned Electron falls outside them,
// or when the record is too old to trust — without asking the network.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { root } from './builder-config'
import { electronSupportProblems, MAX_TABLE_AGE_DAYS, type SupportTable } from './electron-support'

const table = JSON.parse(readFileSync(join(root, 'release/electron-support.json'), 'utf8')) as SupportTable & {
  rule: string
}
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
}
const pinned = packageJson.devDependencies.electron ?? ''

describe('the pinned Electron', () => {
  it('is a supported major according to release/electron-support.json, which is less than a year old', () => {
    expect(electronSupportProblems(table, pinned, new Date())).toEqual([])
  })

  it('is the Electron that is installed', () => {
    const installed = createRequire(import.meta.url)('electron/package.json') as { version: string }
    expect(installed.version, 'node_modules does not match package.json: run npm ci').toBe(pinned)
  })

  it('is checked under the three-majors rule', () => {
    expect(table.supportedMajors).toBe(3)
    expect(table.rule).toMatch(/latest three stable major/)
  })
})

describe('the support rule', () => {
  const record: SupportTable = { latestStableMajor: 45, recordedOn: '2026-11-22', supportedMajors: 3 }
  const on = (date: string) => new Date(`${date}T12:00:00Z`)

  it.each(['45.4.1', '44.0.0', '43.2.1'])('accepts %s when 45 is the latest stable major', (version) => {
    expect(electronSupportProblems(record, version, on('2026-11-22'))).toEqual([])
  })

  it('refuses a major that has left support', () => {
    expect(electronSupportProblems(record, '42.9.9', on('2026-11-22')).join()).toMatch(/out of support: only 43–45/)
  })

  it('refuses a major newer than the record, so the record is updated with the upgrade', () => {
    expect(electronSupportProblems(record, '46.0.0', on('2026-11-22')).join()).toMatch(
      /update release\/electron-support\.json/
    )
  })

  it.each(['^45.4.1', '~45.4.1', '45', '45.4.1-beta.2', 'latest'])(
    'refuses a pin that is not one exact version: %s',
    (version) => {
      expect(electronSupportProblems(record, version, on('2026-11-22')).join()).toMatch(/pin one exact version/)
    }
  )

  it(`refuses a record more than ${MAX_TABLE_AGE_DAYS} days old, even for the version it recorded`, () => {
    expect(electronSupportProblems(record, '45.4.1', on('2027-11-21'))).toEqual([])
    expect(electronSupportProblems(record, '45.4.1', on('2027-11-23')).join()).toMatch(
      /recorded on 2026-11-22, 366 days ago/
    )
  })

  it('refuses a record dated in the future or not a date', () => {
    expect(electronSupportProblems(record, '45.4.1', on('2026-11-01')).join()).toMatch(/in the future/)
    expect(electronSupportProblems({ ...record, recordedOn: '22/11/2026' }, '45.4.1', on('2026-11-22')).join()).toMatch(
      /not a YYYY-MM-DD date/
    )
  })
})
