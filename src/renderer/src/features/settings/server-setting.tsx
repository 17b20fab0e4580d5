import { useId, useState } from 'react'
import type { SettingsView } from '../../../../shared/settings'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { envServerHint, useForgetServer } from './use-forget-server'
import { ErrorText } from '../../ui/error-text'

export function ServerSetting({ settings }: { settings: SettingsView }) {
  const [confirming, setConfirming] = useState(false)
  const { busy, error, forget } = useForgetServer()
  const headingId = useId()
  const envHintId = useId()
  const confirmId = useId()
  const fromEnv = settings.baseUrlSource === 'env'
  const forgetRef = useFocusOnError<HTMLButtonElement>(error)

  return (
    <section className="panel setting" aria-labelledby={headingId}>
      <h2 id={headingId}>Server</h2>
      <p className="server-url">{settings.baseUrl ?? 'Not set'}</p>
      {fromEnv && (
        <p id={envHintId} className="hint">
          {envServerHint}
        </p>
      )}
      {confirming ? (
        <div role="group" aria-labelledby={confirmId} className="confirm">
          <p id={confirmId}>Change server? You will be signed out and asked for a new server address.</p>
          <div className="actions">
            <button ref={forgetRef} type="button" className="button-danger" disabled={busy} onClick={() => void forget()}>
              {busy ? 'Forgetting server…' : 'Forget server'}
            </button>
            <button type="button" className="button-secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button-secondary"
          disabled={fromEnv}
          aria-describedby={fromEnv ? envHintId : undefined}
          onClick={() => setConfirming(true)}
        >
          Change server
        </button>
      )}
      <ErrorText>{error}</ErrorText>
    </section>
  )
}
