import { type FormEvent, useEffect, useId, useState } from 'react'

import { serverHost } from '@shared/server-host'
import type { SettingsView } from '@shared/settings'

import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { ServerUrlInput } from '../../ui/server-url-input'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { useSubmitGuard } from '../../ui/use-submit-guard'
import { envServerHint, useForgetServer } from './use-forget-server'
import { useSwitchServer } from './use-switch-server'

const hostOf = (baseUrl: string | null) => serverHost(baseUrl, 'your server')

/**
 * The server, and changing it while signed in: switch to a new address or
 * forget this one. Main asks in its own dialog before either happens; the
 * page never confirms for it. Buttons stay enabled while main waits for the
 * answer, so keyboard focus is where it was when the dialog closes; one
 * action runs at a time.
 */
export function ServerSetting({ settings }: { settings: SettingsView }) {
  const [open, setOpen] = useState(false)
  const [url, setUrl] = useState('')
  const [running, setRunning] = useState<'switch' | 'forget' | null>(null)
  const { run } = useSubmitGuard()
  const switching = useSwitchServer()
  const forgetting = useForgetServer()
  const envHintId = useId()
  const fieldId = useId()
  const hintId = useId()
  const fromEnv = settings.baseUrlSource === 'env'
  const fieldRef = useFocusOnError<HTMLInputElement>(switching.error)
  const declined = switching.declined || forgetting.declined
  // Change server opens the form with the cursor in the field.
  useEffect(() => {
    if (open) fieldRef.current?.focus()
  }, [open, fieldRef])

  const act = (action: 'switch' | 'forget', task: () => Promise<void>) =>
    void run(async () => {
      setRunning(action)
      try {
        await task()
      } finally {
        setRunning(null)
      }
    })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    act('switch', () => switching.switchTo(url))
  }

  return (
    <Card title="Server" className="settings-card">
      <div className="setting-row">
        <div className="setting-text">
          <p className="server-url">{settings.baseUrl ?? 'Not set'}</p>
          {fromEnv && (
            <p id={envHintId} className="hint">
              {envServerHint}
            </p>
          )}
        </div>
        {!open && (
          <div className="setting-control">
            <Button disabled={fromEnv} aria-describedby={fromEnv ? envHintId : undefined} onClick={() => setOpen(true)}>
              Change server
            </Button>
          </div>
        )}
      </div>
      {open && (
        <form className="form server-form" noValidate onSubmit={onSubmit} aria-busy={running !== null}>
          <div className="field">
            <label htmlFor={fieldId}>New server address</label>
            <ServerUrlInput id={fieldId} inputRef={fieldRef} value={url} onChange={setUrl} invalid={switching.error !== null} describedBy={hintId} />
            <p id={hintId} className="hint">
              Switching or forgetting signs you out of {hostOf(settings.baseUrl)}; Platform Desktop asks you to confirm first.
            </p>
          </div>
          <div className="actions">
            <Button type="submit" variant="primary">
              {running === 'switch' ? 'Switching…' : 'Switch server'}
            </Button>
            <Button variant="danger" onClick={() => act('forget', forgetting.forget)}>
              {running === 'forget' ? 'Forgetting server…' : 'Forget server'}
            </Button>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
          </div>
        </form>
      )}
      <p role="status" className="hint">
        {declined ? `Nothing was changed: you are still signed in to ${hostOf(settings.baseUrl)}.` : ''}
      </p>
      <ErrorText>{switching.error ?? forgetting.error}</ErrorText>
    </Card>
  )
}
