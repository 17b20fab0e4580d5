// @vitest-environment happy-dom
// The Status view's summary line, its order of services and the order of the
// latest-updates timeline, as pure functions.
import { afterEach, describe, expect, it } from 'vitest'

import { newestFirst } from '../../../src/renderer/src/features/status/newest-first'
import { bySeverity, statusSummary } from '../../../src/renderer/src/features/status/status-summary'
import { applyLocale } from '../../../src/renderer/src/i18n'
import { SOURCE_APP_LOCALE } from '../../../src/shared/i18n/locales'
import type { PlatformUpdateItem } from '../../../src/shared/status'
import { serviceView as service, statusSnapshot as snapshot } from '../../support/status-views'

describe('statusSummary', () => {
  it('all operational: "All systems operational", with nothing more to say', () => {
    expect(statusSummary(snapshot([service('api', 'operational'), service('web', 'operational')]))).toEqual({
      state: 'operational',
      headline: 'All systems operational',
      detail: null
    })
  })

  it('counts every service that is not operational, and says which problems as the header does', () => {
    const summary = statusSummary(
      snapshot([
        service('api', 'operational'),
        service('search', 'maintenance'),
        service('notes', 'degraded'),
        service('git', 'down')
      ])
    )
    expect(summary).toEqual({
      state: 'down',
      headline: '3 services have problems',
      detail: '1 service down, 1 degraded, 1 under maintenance.'
    })
  })

  it('one problem in the singular; a service that could not be checked is a problem', () => {
    expect(statusSummary(snapshot([service('api', 'operational'), service('web', 'unknown')]))).toEqual({
      state: 'unknown',
      headline: '1 service has a problem',
      detail: '1 service not checked.'
    })
  })

  it('maintenance announced for later is no problem yet', () => {
    expect(statusSummary(snapshot([service('git', 'operational', { upcoming: true })]))?.headline).toBe(
      'All systems operational'
    )
  })

  describe('in Japanese', () => {
    afterEach(() => applyLocale(SOURCE_APP_LOCALE))
    it('the clauses are set apart with 、, not run together with a space', async () => {
      await applyLocale({ messages: 'ja', format: 'ja-JP', direction: 'ltr' })
      const detail =
        statusSummary(
          snapshot([service('search', 'maintenance'), service('notes', 'degraded'), service('git', 'down')])
        )?.detail ?? ''
      expect(detail.split('、')).toHaveLength(3)
      expect(detail).not.toMatch(/\S \d/)
    })
  })

  it('no services: no line (the empty state speaks)', () => {
    expect(statusSummary(snapshot([]))).toBeNull()
  })
})

describe('bySeverity', () => {
  it('worst first: down, degraded, maintenance, unknown, operational; the platform’s order within a state', () => {
    const services = [
      service('ok1', 'operational'),
      service('unknown', 'unknown'),
      service('maint', 'maintenance'),
      service('ok2', 'operational'),
      service('degraded1', 'degraded'),
      service('down', 'down'),
      service('degraded2', 'degraded'),
      service('later', 'operational', { upcoming: true })
    ]
    expect(bySeverity(services).map((s) => s.id)).toEqual([
      'down',
      'degraded1',
      'degraded2',
      'maint',
      'unknown',
      'ok1',
      'ok2',
      'later'
    ])
    // The snapshot in the query cache is not reordered.
    expect(services[0]?.id).toBe('ok1')
  })
})

describe('newestFirst', () => {
  const update = (key: string, date: string | null): PlatformUpdateItem => ({
    key,
    title: key,
    date,
    body: null,
    url: null,
    tags: []
  })

  it('dated updates newest first, whatever order they came in', () => {
    const items = [
      update('old', '2026-01-02T00:00:00Z'),
      update('new', '2026-11-20T00:00:00Z'),
      update('mid', '2026-06-01')
    ]
    expect(newestFirst(items).map((i) => i.key)).toEqual(['new', 'mid', 'old'])
  })

  it('updates without a readable date go after the dated ones, in the platform’s order', () => {
    const items = [
      update('none1', null),
      update('dated', '2026-11-20T00:00:00Z'),
      update('garbled', 'soon'),
      update('none2', null)
    ]
    expect(newestFirst(items).map((i) => i.key)).toEqual(['dated', 'none1', 'garbled', 'none2'])
  })
})
