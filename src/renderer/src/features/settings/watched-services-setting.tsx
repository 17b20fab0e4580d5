import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'

import { type SettingsModel, settingTable } from '@shared/settings'

import { defineMessages, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { statusQuery } from '../status/status-query'
import { useUpdateSettings } from './use-update-settings'

const messages = defineMessages({
  enterId: {
    id: 'settings.watchedServices.enterId',
    defaultMessage: 'Enter a service id, such as api.',
    description: 'Settings › Watched services: error when Add is pressed with the field empty; “api” is an example id.'
  },
  badId: {
    id: 'settings.watchedServices.badId',
    defaultMessage: 'A service id is letters, digits, dots, dashes or underscores, at most 64.',
    description: 'Settings › Watched services: error when the typed id does not fit.'
  },
  list: {
    id: 'settings.watchedServices.list',
    defaultMessage: 'Extra services',
    description: 'Settings › Watched services: the accessible name of the list of added ids.'
  },
  stopWatching: {
    id: 'settings.watchedServices.stopWatching',
    defaultMessage: 'Stop watching {id}',
    description: 'Settings › Watched services: accessible name of an id’s Remove button; {id} is the service id.'
  },
  remove: {
    id: 'settings.watchedServices.remove',
    defaultMessage: 'Remove',
    description: 'Settings › Watched services: the button beside each id.'
  },
  field: {
    id: 'settings.watchedServices.field',
    defaultMessage: 'Service id',
    description: 'Settings › Watched services: the label of the field for a new id.'
  },
  add: {
    id: 'settings.watchedServices.add',
    defaultMessage: 'Add',
    description: 'Settings › Watched services: the button adding the typed id.'
  },
  unknown: {
    id: 'settings.watchedServices.unknown',
    defaultMessage:
      '{count, plural, one {The platform does not know {ids}: check the id, or remove it.} other {The platform does not know {ids}: check the ids, or remove them.}}',
    description:
      'Settings › Watched services: added ids the platform answered it does not know (they are not counted as problems); {ids} lists them, {count} is how many.'
  }
})

/** Service ids to watch besides those the platform lists itself. */
export function WatchedServicesSetting({ settings, headingId }: { settings: SettingsModel; headingId?: string }) {
  const intl = useIntl()
  const { label, hint, max, pattern, tooMany } = settingTable.watchedServices
  const { pending, error, update } = useUpdateSettings()
  const [typed, setTyped] = useState('')
  const [local, setLocal] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()
  const ids = pending?.watchedServices ?? settings.watchedServices
  // The last check says which added ids the platform does not know (saving an id checks it at once).
  const notKnownIds = useQuery(statusQuery).data?.unknownIds ?? []
  const unknown = ids.filter((id) => notKnownIds.includes(id))
  const unknownId = useId()
  const add = (event: FormEvent) => {
    event.preventDefault()
    const id = typed.trim()
    if (!pattern.test(id)) {
      setLocal(intl.formatMessage(id === '' ? messages.enterId : messages.badId))
      return
    }
    if (ids.length >= max) {
      setLocal(intl.formatMessage(tooMany, { max }))
      return
    }
    setLocal(null)
    setTyped('')
    void update({ watchedServices: [...ids, id] })
  }
  const message = local ?? error
  return (
    <Card title={intl.formatMessage(label)} headingId={headingId} className="settings-card">
      <p className="hint card-hint">{intl.formatMessage(hint)}</p>
      {ids.length > 0 && (
        <ul className="chip-list" aria-label={intl.formatMessage(messages.list)}>
          {ids.map((id) => (
            <li key={id}>
              <span>{id}</span>
              <Button
                variant="quiet"
                size="sm"
                aria-label={intl.formatMessage(messages.stopWatching, { id })}
                onClick={() => void update({ watchedServices: ids.filter((other) => other !== id) })}
              >
                {intl.formatMessage(messages.remove)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unknown.length > 0 && (
        <p id={unknownId} className="hint">
          {intl.formatMessage(messages.unknown, {
            count: unknown.length,
            ids: intl.formatList(unknown, { type: 'conjunction' })
          })}
        </p>
      )}
      <form className="inline-form" onSubmit={add}>
        <label htmlFor={inputId}>{intl.formatMessage(messages.field)}</label>
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [message ? errorId : null, unknown.length > 0 ? unknownId : null].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{intl.formatMessage(messages.add)}</Button>
        <ErrorText id={errorId}>{message}</ErrorText>
      </form>
    </Card>
  )
}
