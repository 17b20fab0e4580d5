// What changed on the platform since the person last looked at Status: main
// compares the look before with now from the status history it keeps
// ('status:looked', which also notes this look). Asked once each time the
// view opens; nothing is said at the first look or when nothing changed.
import { useEffect, useState } from 'react'

import type { ServiceDayState, StatusChangeModel, StatusSnapshot } from '@shared/status'

import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { formatRelative } from '../../ui/format-time'
import { useNow } from '../../ui/use-now'

const messages = defineMessages({
  line: {
    id: 'status.sinceLastLook.line',
    defaultMessage: 'Since you last looked: {changes}.',
    description:
      'Status: under the top line, what changed since the person last opened Status; {changes} lists the changes (e.g. “Search recovered 2 hours ago, API became degraded 5 minutes ago”).'
  },
  operational: {
    id: 'status.sinceLastLook.operational',
    defaultMessage: '{service} recovered {time}',
    description:
      'Status: one change since the last look, a service working again; {service} is its name, {time} a relative time (e.g. “2 hours ago”).'
  },
  degraded: {
    id: 'status.sinceLastLook.degraded',
    defaultMessage: '{service} became degraded {time}',
    description:
      'Status: one change since the last look, a service now slow or partly failing; {service} is its name, {time} a relative time.'
  },
  down: {
    id: 'status.sinceLastLook.down',
    defaultMessage: '{service} went down {time}',
    description:
      'Status: one change since the last look, a service now not working; {service} is its name, {time} a relative time.'
  },
  maintenance: {
    id: 'status.sinceLastLook.maintenance',
    defaultMessage: '{service} went under maintenance {time}',
    description:
      'Status: one change since the last look, a service now under maintenance; {service} is its name, {time} a relative time.'
  },
  maintenanceEnded: {
    id: 'status.sinceLastLook.maintenanceEnded',
    defaultMessage: '{service} came back from maintenance {time}',
    description:
      'Status: one change since the last look, a service working again after maintenance; {service} is its name, {time} a relative time.'
  }
})

const wordsFor = (from: ServiceDayState, to: ServiceDayState) =>
  to === 'operational' && from === 'maintenance' ? messages.maintenanceEnded : messages[to]

/** The changes since the look before this one, asked once as the view opens (null until main answers). */
export function useSinceLastLook(): StatusChangeModel[] | null {
  const [changes, setChanges] = useState<StatusChangeModel[] | null>(null)
  useEffect(() => {
    let current = true
    void invoke('status:looked').then((result) => current && setChanges(result.ok ? result.data : []))
    return () => {
      current = false
    }
  }, [])
  return changes
}

/** "Since you last looked: Search recovered 2 hours ago." — or nothing. */
export function SinceLastLook({ changes, snapshot }: { changes: StatusChangeModel[]; snapshot: StatusSnapshot }) {
  const intl = useIntl()
  const now = useNow()
  if (changes.length === 0) return null
  const nameOf = (id: string) => snapshot.services.find((service) => service.id === id)?.name ?? id
  const said = changes.map((change) =>
    intl.formatMessage(wordsFor(change.from, change.to), {
      service: nameOf(change.id),
      time: formatRelative(new Date(change.at), Math.max(now, Date.parse(change.at)), intl)
    })
  )
  return (
    <p className="status-since-last-look muted">
      {intl.formatMessage(messages.line, { changes: intl.formatList(said, { type: 'conjunction' }) })}
    </p>
  )
}
