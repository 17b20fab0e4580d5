import { type ReactNode, useEffect, useState } from 'react'

import type { AppError } from '@shared/result'
import type { TokenInfoModel } from '@shared/session'

import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { FieldRow } from '../../ui/field-row'
import { formatTimestamp } from '../../ui/format-time'
import { GenericFields } from '../../ui/generic-value'
import { persistenceText } from './persistence-text'

type PanelState =
  | { status: 'loading' }
  | { status: 'failed'; error: AppError }
  | { status: 'ready'; info: TokenInfoModel; loadedAt: number }

const messages = defineMessages({
  notStated: {
    id: 'account.session.notStated',
    defaultMessage: 'Not stated',
    description: 'Account › Session: a field the server did not state.'
  },
  none: {
    id: 'account.session.noScopes',
    defaultMessage: 'None',
    description: 'Account › Session › Scopes: the sign-in has no scopes.'
  },
  never: {
    id: 'account.session.never',
    defaultMessage: 'Never',
    description: 'Account › Session › Expires: the sign-in does not expire.'
  },
  signedInAs: {
    id: 'account.session.signedInAs',
    defaultMessage: 'Signed in as',
    description: 'Account › Session: a field’s name; its value is the user name.'
  },
  userId: {
    id: 'account.session.userId',
    defaultMessage: 'User id',
    description: 'Account › Session: a field’s name.'
  },
  issued: {
    id: 'account.session.issued',
    defaultMessage: 'Issued',
    description: 'Account › Session: a field’s name; its value is when the sign-in was issued.'
  },
  expires: {
    id: 'account.session.expires',
    defaultMessage: 'Expires',
    description: 'Account › Session: a field’s name; its value is when the sign-in expires.'
  },
  scopes: {
    id: 'account.session.scopes',
    defaultMessage: 'Scopes',
    description: 'Account › Session: a field’s name; its value lists what the sign-in may do.'
  },
  type: {
    id: 'account.session.type',
    defaultMessage: 'Type',
    description: 'Account › Session: a field’s name; its value is the token type (e.g. “Bearer”).'
  },
  stored: {
    id: 'account.session.stored',
    defaultMessage: 'Stored',
    description: 'Account › Session: a field’s name; its value says how the sign-in is kept.'
  },
  more: {
    id: 'account.session.more',
    defaultMessage: 'More details from the server',
    description: 'Account › Session: the heading over other fields the server sent, shown as sent.'
  },
  title: {
    id: 'account.session.title',
    defaultMessage: 'Session',
    description: 'Account: the title of the sign-in details card.'
  },
  loading: {
    id: 'account.session.loading',
    defaultMessage: 'Loading session details…',
    description: 'Account › Session: shown while the details load.'
  },
  timestamp: {
    id: 'account.session.timestamp',
    defaultMessage: '{time} <muted>({relative})</muted>',
    description:
      'Account › Session: a date with how long ago or ahead it is; {time} is the date, {relative} a relative time (e.g. “in 3 days”).'
  },
  retry: {
    id: 'account.session.retry',
    defaultMessage: 'Retry',
    description: 'Account › Session: the button loading the details again after an error.'
  }
})

function NotStated() {
  return <span className="muted">{useIntl().formatMessage(messages.notStated)}</span>
}

function Timestamp({ value, now, whenNull }: { value: string | null; now: number; whenNull: ReactNode }) {
  const intl = useIntl()
  if (value === null) return <>{whenNull}</>
  const time = formatTimestamp(value, now, intl)
  if (time.iso === null) return <span translate="no">{time.absolute}</span>
  return (
    // The date and how far off it is are both Intl's words for the one moment, in the locale's way: one <time>.
    <time dateTime={time.iso}>
      {intl.formatMessage(messages.timestamp, {
        time: time.absolute,
        relative: time.relative,
        muted: (chunks) => <span className="muted">{chunks}</span>
      })}
    </time>
  )
}

function Scopes({ scopes }: { scopes: string[] | null }) {
  const intl = useIntl()
  if (scopes === null) return <NotStated />
  if (scopes.length === 0) return <>{intl.formatMessage(messages.none)}</>
  return <span translate="no">{intl.formatList(scopes, { type: 'unit' })}</span>
}

function TokenDetails({ info, now }: { info: TokenInfoModel; now: number }) {
  const intl = useIntl()
  const { known, other } = info
  const hasOther = Object.keys(other).length > 0
  return (
    <>
      <dl className="fields">
        <FieldRow term={intl.formatMessage(messages.signedInAs)}>
          {known.user === null ? <NotStated /> : <span translate="no">{known.user}</span>}
        </FieldRow>
        <FieldRow term={intl.formatMessage(messages.userId)}>
          {known.userId === null ? <NotStated /> : <span translate="no">{known.userId}</span>}
        </FieldRow>
        <FieldRow term={intl.formatMessage(messages.issued)}>
          <Timestamp value={known.issuedAt} now={now} whenNull={<NotStated />} />
        </FieldRow>
        <FieldRow term={intl.formatMessage(messages.expires)}>
          <Timestamp value={known.expiresAt} now={now} whenNull={intl.formatMessage(messages.never)} />
        </FieldRow>
        <FieldRow term={intl.formatMessage(messages.scopes)}>
          <Scopes scopes={known.scopes} />
        </FieldRow>
        <FieldRow term={intl.formatMessage(messages.type)}>
          {known.type === null ? <NotStated /> : <span translate="no">{known.type}</span>}
        </FieldRow>
        <FieldRow term={intl.formatMessage(messages.stored)}>
          {intl.formatMessage(persistenceText[info.persistence])}
        </FieldRow>
      </dl>
      {hasOther && (
        <>
          <h3>{intl.formatMessage(messages.more)}</h3>
          <GenericFields fields={other} />
        </>
      )}
    </>
  )
}

export function SessionPanel() {
  const intl = useIntl()
  const [state, setState] = useState<PanelState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    void invoke('session:token-info').then((result) => {
      // A newer attempt (or leaving the view) makes this answer stale.
      if (!current) return
      setState(
        result.ok
          ? { status: 'ready', info: result.data, loadedAt: Date.now() }
          : { status: 'failed', error: result.error }
      )
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
    <Card title={intl.formatMessage(messages.title)}>
      {state.status === 'loading' && (
        <p role="status" className="muted">
          {intl.formatMessage(messages.loading)}
        </p>
      )}
      {state.status === 'failed' && (
        <>
          <ErrorText>{state.error.message}</ErrorText>
          <Button onClick={retry}>{intl.formatMessage(messages.retry)}</Button>
        </>
      )}
      {state.status === 'ready' && <TokenDetails info={state.info} now={state.loadedAt} />}
    </Card>
  )
}
