// Settings › Privacy: how much the app keeps of the views to open at once and
// work offline (issue 38), and "Clear stored data", which main confirms in its
// own dialog before it removes it for every account.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { bridgeQuery, call } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { formatBytes } from '../app-update/format-bytes'

const messages = defineMessages({
  label: {
    id: 'settings.storedData.label',
    defaultMessage: 'Stored data',
    description: 'Settings › Privacy: the name of the line about what the app keeps of the views.'
  },
  size: {
    id: 'settings.storedData.size',
    defaultMessage:
      'Platform Desktop keeps {size} of your views, sealed, to open at once and to work offline (only for sign-ins it remembers).',
    description:
      'Settings › Privacy: how much the app keeps; {size} is a size such as “2.4 MB”. “Platform Desktop” is the app’s name.'
  },
  none: {
    id: 'settings.storedData.none',
    defaultMessage: 'Platform Desktop keeps none of your views at the moment.',
    description: 'Settings › Privacy: the app keeps nothing of the views. “Platform Desktop” is the app’s name.'
  },
  clear: {
    id: 'settings.storedData.clear',
    defaultMessage: 'Clear stored data',
    description: 'Settings › Privacy: the button that removes what the app keeps of the views (after a confirmation).'
  },
  clearSized: {
    id: 'settings.storedData.clearSized',
    defaultMessage: 'Clear stored data ({size})',
    description: 'Settings › Privacy: the button that removes what the app keeps; {size} is how much (“2.4 MB”).'
  }
})

const storedDataQuery = bridgeQuery('stored-data:size', undefined)

export function StoredDataSetting() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const size = useQuery({ ...storedDataQuery, staleTime: 0 })
  const [clearing, setClearing] = useState(false)
  const labelId = useId()
  const hintId = useId()
  const bytes = size.data?.bytes ?? 0
  const shown = formatBytes(bytes, intl)
  const clear = () => {
    setClearing(true)
    void call('stored-data:clear', undefined)
      .then((left) => queryClient.setQueryData(storedDataQuery.queryKey, left))
      .catch(() => undefined)
      .finally(() => setClearing(false))
  }
  return (
    <div className="setting-row">
      <div className="setting-text">
        <span id={labelId}>{intl.formatMessage(messages.label)}</span>
        <p id={hintId} className="hint" role="status">
          {size.data === undefined
            ? ''
            : bytes > 0
              ? intl.formatMessage(messages.size, { size: shown })
              : intl.formatMessage(messages.none)}
        </p>
      </div>
      <div className="setting-control">
        <Button onClick={clear} disabled={clearing || bytes === 0} busy={clearing} aria-describedby={hintId}>
          {bytes > 0 ? intl.formatMessage(messages.clearSized, { size: shown }) : intl.formatMessage(messages.clear)}
        </Button>
      </div>
    </div>
  )
}
