import { type FormEvent, useId, useState } from 'react'

import { type SettingsView, settingTable } from '@shared/settings'

import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { useUpdateSettings } from './use-update-settings'

/** Service ids to watch besides those the platform lists itself. */
export function WatchedServicesSetting({ settings }: { settings: SettingsView }) {
  const { label, hint, max, pattern, tooMany } = settingTable.watchedServices
  const { pending, error, update } = useUpdateSettings()
  const [typed, setTyped] = useState('')
  const [local, setLocal] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()
  const ids = pending?.watchedServices ?? settings.watchedServices
  const add = (event: FormEvent) => {
    event.preventDefault()
    const id = typed.trim()
    if (!pattern.test(id)) {
      setLocal(id === '' ? 'Enter a service id, such as api.' : 'A service id is letters, digits, dots, dashes or underscores, at most 64.')
      return
    }
    if (ids.length >= max) {
      setLocal(tooMany(max))
      return
    }
    setLocal(null)
    setTyped('')
    void update({ watchedServices: [...ids, id] })
  }
  const message = local ?? error
  return (
    <Card title={label} className="settings-card">
      <p className="hint card-hint">{hint}</p>
      {ids.length > 0 && (
        <ul className="chip-list" aria-label="Extra services">
          {ids.map((id) => (
            <li key={id}>
              <span>{id}</span>
              <Button variant="quiet" size="sm" aria-label={`Stop watching ${id}`} onClick={() => void update({ watchedServices: ids.filter((other) => other !== id) })}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="inline-form" onSubmit={add}>
        <label htmlFor={inputId}>Service id</label>
        <input
          id={inputId}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">Add</Button>
        <ErrorText id={errorId}>{message}</ErrorText>
      </form>
    </Card>
  )
}
