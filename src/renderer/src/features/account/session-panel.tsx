import { type ReactNode, useEffect, useState } from 'react'

import type { AppError } from '@shared/result'
import type { TokenInfoView } from '@shared/session'

import { invoke } from '../../platform'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { FieldRow } from '../../ui/field-row'
import { formatTimestamp } from '../../ui/format-time'
import { GenericFields } from '../../ui/generic-value'
import { persistenceText } from './persistence-text'

type PanelState = { status: 'loading' } | { status: 'failed'; error: AppError } | { status: 'ready'; info: TokenInfoView; loadedAt: number }

function NotStated() {
  return <span className="muted">Not stated</span>
}

function Timestamp({ value, now, whenNull }: { value: string | null; now: number; whenNull: ReactNode }) {
  if (value === null) return <>{whenNull}</>
  const time = formatTimestamp(value, now)
  if (time.iso === null) return <>{time.absolute}</>
  return (
    <>
      <time dateTime={time.iso}>{time.absolute}</time> <span className="muted">({time.relative})</span>
    </>
  )
}

function Scopes({ scopes }: { scopes: string[] | null }) {
  if (scopes === null) return <NotStated />
  if (scopes.length === 0) return <>None</>
  return <>{scopes.join(', ')}</>
}

function TokenDetails({ info, now }: { info: TokenInfoView; now: number }) {
  const { known, other } = info
  const hasOther = Object.keys(other).length > 0
  return (
    <>
      <dl className="fields">
        <FieldRow term="Signed in as">{known.user ?? <NotStated />}</FieldRow>
        <FieldRow term="User id">{known.userId ?? <NotStated />}</FieldRow>
        <FieldRow term="Issued">
          <Timestamp value={known.issuedAt} now={now} whenNull={<NotStated />} />
        </FieldRow>
        <FieldRow term="Expires">
          <Timestamp value={known.expiresAt} now={now} whenNull="Never" />
        </FieldRow>
        <FieldRow term="Scopes">
          <Scopes scopes={known.scopes} />
        </FieldRow>
        <FieldRow term="Type">{known.type ?? <NotStated />}</FieldRow>
        <FieldRow term="Stored">{persistenceText[info.persistence]}</FieldRow>
      </dl>
      {hasOther && (
        <>
          <h3>More details from the server</h3>
          <GenericFields fields={other} />
        </>
      )}
    </>
  )
}

export function SessionPanel() {
  const [state, setState] = useState<PanelState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    void invoke('session:token-info').then((result) => {
      // A newer attempt (or leaving the view) makes this answer stale.
      if (!current) return
      setState(result.ok ? { status: 'ready', info: result.data, loadedAt: Date.now() } : { status: 'failed', error: result.error })
    })
    return () => {
      current = false
    }
  }, [attempt])

  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }

  return (
    <Card title="Session">
      {state.status === 'loading' && (
        <p role="status" className="muted">
          Loading session details…
        </p>
      )}
      {state.status === 'failed' && (
        <>
          <ErrorText>{state.error.message}</ErrorText>
          <Button onClick={retry}>Retry</Button>
        </>
      )}
      {state.status === 'ready' && <TokenDetails info={state.info} now={state.loadedAt} />}
    </Card>
  )
}
