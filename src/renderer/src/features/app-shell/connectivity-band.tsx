// The one place the page says the platform cannot be reached (issue 36): a
// calm band above the view, naming the server and when what is shown was
// last seen. Each part of the view keeps its last data and says nothing more
// about the connection (ui/query-frame.tsx). Main asks the server again every
// few seconds; when it answers, the band goes and every view refreshes once
// (app/bootstrap.ts).
import { useState } from 'react'

import { serverHost } from '@shared/server-host'

import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { Button } from '../../ui/button'
import { useOutOfReach } from '../../ui/out-of-reach'
import { useAccountsStore } from '../accounts/accounts-store'

const messages = defineMessages({
  lastSeen: {
    id: 'connectivity.band.lastSeen',
    defaultMessage: 'Can’t reach {host} — showing what you saw at {time}.',
    description:
      'A band above every view while the platform’s server cannot be reached: {host} is the server (platform.example.com), {time} when the app last reached it (“10:42” today, else a date and time).'
  },
  never: {
    id: 'connectivity.band.never',
    defaultMessage: 'Can’t reach {host}. Platform Desktop keeps trying.',
    description:
      'A band above every view while the platform’s server cannot be reached and has not been reached since the app started; {host} is the server. “Platform Desktop” is the app’s name.'
  },
  tryNow: {
    id: 'connectivity.band.tryNow',
    defaultMessage: 'Try now',
    description: 'Button in the “Can’t reach …” band: asks the server again at once.'
  },
  trying: {
    id: 'connectivity.band.trying',
    defaultMessage: 'Trying…',
    description: 'The “Try now” button while the server is being asked.'
  }
})

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

export function ConnectivityBand() {
  const intl = useIntl()
  const out = useOutOfReach()
  const baseUrl = useAccountsStore(
    (s) => s.view.accounts.find((account) => account.id === s.view.active)?.baseUrl ?? null
  )
  const [trying, setTrying] = useState(false)
  if (out === null || baseUrl === null) return null
  const host = serverHost(baseUrl, baseUrl)
  const seen = out.lastReachedAt === null ? null : new Date(out.lastReachedAt)
  const time =
    seen === null || Number.isNaN(seen.getTime())
      ? null
      : sameDay(seen, new Date())
        ? intl.formatTime(seen, { hour: '2-digit', minute: '2-digit' })
        : intl.formatDate(seen, { dateStyle: 'medium', timeStyle: 'short' })
  const tryNow = () => {
    setTrying(true)
    void invoke('status:check-now').finally(() => setTrying(false))
  }
  return (
    <div className="connectivity-band" role="status">
      <p>
        {time === null
          ? intl.formatMessage(messages.never, { host })
          : intl.formatMessage(messages.lastSeen, { host, time })}
      </p>
      <Button onClick={tryNow} disabled={trying}>
        {intl.formatMessage(trying ? messages.trying : messages.tryNow)}
      </Button>
    </div>
  )
}
