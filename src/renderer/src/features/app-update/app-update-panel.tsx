import './app-update.css'

import { useQuery, useQueryClient } from '@tanstack/react-query'

import type { AppUpdateView } from '@shared/app-update'

import { call } from '../../ui/bridge-query'
import { DateText } from '../../ui/generic-value'
import { formatBytes, updateQuery } from './app-update-query'

/** Where updates stand, with the one action that makes sense now. */
export function AppUpdatePanel({ compact = false }: { compact?: boolean }) {
  const query = useQuery(updateQuery)
  const queryClient = useQueryClient()
  const view = query.data
  if (!view) return null
  if (compact && !['downloading', 'ready', 'available'].includes(view.phase)) return null
  const act = (channel: 'app-update:check' | 'app-update:download') => void call(channel, undefined).then((next) => queryClient.setQueryData(updateQuery.queryKey, next))
  return (
    <div className={compact ? 'update-banner' : 'update-panel'} role="status" aria-live="polite" aria-label="Updates">
      <UpdateText view={view} />
      {view.phase === 'ready' && (
        <button type="button" className="button-primary" onClick={() => void call('app-update:restart', undefined)}>
          Restart to update
        </button>
      )}
      {view.phase === 'available' && (
        <button type="button" className="button-secondary" onClick={() => act('app-update:download')}>
          Download
        </button>
      )}
      {view.phase === 'error' && (
        <button type="button" className="button-quiet" onClick={() => act(view.version ? 'app-update:download' : 'app-update:check')}>
          Retry
        </button>
      )}
      {!compact && ['idle', 'not-available'].includes(view.phase) && (
        <button type="button" className="button-quiet" onClick={() => act('app-update:check')}>
          Check now
        </button>
      )}
    </div>
  )
}

function UpdateText({ view }: { view: AppUpdateView }) {
  switch (view.phase) {
    case 'downloading': {
      const p = view.progress
      const percent = Math.floor(p?.percent ?? 0)
      return (
        <span className="update-progress">
          Downloading update{view.version ? ` ${view.version}` : ''}: {percent}%
          <progress max={100} value={percent} aria-label="Update download" />
          {p && p.total > 0 && (
            <span className="muted">
              {formatBytes(p.transferred)} of {formatBytes(p.total)}
              {p.bytesPerSecond > 0 ? ` at ${formatBytes(p.bytesPerSecond)}/s` : ''}
            </span>
          )}
        </span>
      )
    }
    case 'ready':
      return <span>Update {view.version} is ready. It installs when you quit, or now with a restart.</span>
    case 'available':
      return <span>Update {view.version} is available.</span>
    case 'checking':
      return <span className="muted">Checking for updates…</span>
    case 'not-available':
      return (
        <span className="muted">
          Platform Desktop is up to date
          {view.checkedAt && (
            <>
              {' '}
              (checked <DateText value={view.checkedAt} />)
            </>
          )}
          .
        </span>
      )
    case 'error':
      return <span className="muted">{view.message}</span>
    case 'disabled':
      return <span className="muted">{view.message}</span>
    default:
      return <span className="muted">{view.mode === 'off' ? 'Automatic update checks are off.' : 'Updates are checked every six hours.'}</span>
  }
}
