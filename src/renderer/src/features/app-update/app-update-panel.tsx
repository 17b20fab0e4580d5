import './app-update.css'

import { useQuery, useQueryClient } from '@tanstack/react-query'

import type { AppUpdateModel } from '@shared/app-update'

import { defineMessages, useIntl } from '../../i18n'
import { call } from '../../ui/bridge-query'
import { DateText } from '../../ui/generic-value'
import { updateQuery } from './app-update-query'
import { formatBytes } from './format-bytes'

const messages = defineMessages({
  label: {
    id: 'appUpdate.label',
    defaultMessage: 'Updates',
    description:
      'The accessible name of the app-update panel (in Settings, and as a banner in the header while an update is on its way).'
  },
  restart: {
    id: 'appUpdate.restart',
    defaultMessage: 'Restart to update',
    description: 'The button that quits and installs the downloaded update.'
  },
  download: {
    id: 'appUpdate.download',
    defaultMessage: 'Download',
    description: 'The button that downloads the update on offer.'
  },
  retry: {
    id: 'appUpdate.retry',
    defaultMessage: 'Retry',
    description: 'The button that tries the failed update check or download again.'
  },
  checkNow: {
    id: 'appUpdate.checkNow',
    defaultMessage: 'Check now',
    description: 'The button that checks for an update at once.'
  },
  downloading: {
    id: 'appUpdate.downloading',
    defaultMessage: 'Downloading update: {progress, number, ::percent}',
    description:
      'While an update downloads (version unknown); {progress} is how much has arrived (shown as a percentage, e.g. 42%).'
  },
  downloadingVersion: {
    id: 'appUpdate.downloadingVersion',
    defaultMessage: 'Downloading update {version}: {progress, number, ::percent}',
    description:
      'While an update downloads; {version} is its version (e.g. 1.3.0), {progress} how much has arrived (shown as a percentage, e.g. 42%).'
  },
  progressLabel: {
    id: 'appUpdate.progressLabel',
    defaultMessage: 'Update download',
    description: 'The accessible name of the download progress bar.'
  },
  transferred: {
    id: 'appUpdate.transferred',
    defaultMessage: '{transferred} of {total}',
    description: 'Under the download progress: {transferred} and {total} are sizes (e.g. “12 MB of 29 MB”).'
  },
  transferredAt: {
    id: 'appUpdate.transferredAt',
    defaultMessage: '{transferred} of {total} at {speed}/s',
    description:
      'Under the download progress: {transferred} and {total} are sizes, {speed} a size per second (e.g. “12 MB of 29 MB at 1.5 MB/s”).'
  },
  ready: {
    id: 'appUpdate.ready',
    defaultMessage: 'Update {version} is ready. It installs when you quit, or now with a restart.',
    description: 'An update has downloaded; {version} is its version (e.g. 1.3.0). A Restart to update button follows.'
  },
  available: {
    id: 'appUpdate.available',
    defaultMessage: 'Update {version} is available.',
    description: 'An update is on offer; {version} is its version (e.g. 1.3.0). A Download button follows.'
  },
  checking: {
    id: 'appUpdate.checking',
    defaultMessage: 'Checking for updates…',
    description: 'Said while the app checks for an update.'
  },
  upToDate: {
    id: 'appUpdate.upToDate',
    defaultMessage: 'Platform Desktop is up to date.',
    description: 'No update is on offer. “Platform Desktop” is the app’s name.'
  },
  upToDateChecked: {
    id: 'appUpdate.upToDateChecked',
    defaultMessage: 'Platform Desktop is up to date (checked {when}).',
    description:
      'No update is on offer; {when} is when it was last checked (a date and time with a relative time, e.g. “Nov 24, 2026, 9:00 AM (2 hours ago)”). “Platform Desktop” is the app’s name.'
  },
  checksOff: {
    id: 'appUpdate.checksOff',
    defaultMessage: 'Automatic update checks are off.',
    description: 'The update panel when automatic checks are turned off in Settings.'
  },
  checksOn: {
    id: 'appUpdate.checksOn',
    defaultMessage: 'Updates are checked every six hours.',
    description: 'The update panel when automatic checks are on and nothing else is happening.'
  }
})

/** Where updates stand, with the one action that makes sense now. */
export function AppUpdatePanel({ compact = false }: { compact?: boolean }) {
  const intl = useIntl()
  const query = useQuery(updateQuery)
  const queryClient = useQueryClient()
  const view = query.data
  if (!view) return null
  if (compact && !['downloading', 'ready', 'available'].includes(view.phase)) return null
  const act = (channel: 'app-update:check' | 'app-update:download') =>
    void call(channel, undefined).then((next) => queryClient.setQueryData(updateQuery.queryKey, next))
  // In the header the buttons are small, so the banner is no taller than the header's other controls.
  const small = compact ? ' button-sm' : ''
  return (
    <div
      className={compact ? 'update-banner' : 'update-panel'}
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage(messages.label)}
    >
      <UpdateText view={view} />
      {view.phase === 'ready' && (
        <button
          type="button"
          className={`button-primary${small}`}
          onClick={() => void call('app-update:restart', undefined)}
        >
          {intl.formatMessage(messages.restart)}
        </button>
      )}
      {view.phase === 'available' && (
        <button type="button" className={`button-secondary${small}`} onClick={() => act('app-update:download')}>
          {intl.formatMessage(messages.download)}
        </button>
      )}
      {view.phase === 'error' && (
        <button
          type="button"
          className={`button-quiet${small}`}
          onClick={() => act(view.version ? 'app-update:download' : 'app-update:check')}
        >
          {intl.formatMessage(messages.retry)}
        </button>
      )}
      {!compact && ['idle', 'not-available'].includes(view.phase) && (
        <button type="button" className={`button-quiet${small}`} onClick={() => act('app-update:check')}>
          {intl.formatMessage(messages.checkNow)}
        </button>
      )}
    </div>
  )
}

function UpdateText({ view }: { view: AppUpdateModel }) {
  const intl = useIntl()
  switch (view.phase) {
    case 'downloading': {
      const p = view.progress
      const percent = Math.floor(p?.percent ?? 0)
      return (
        <span className="update-progress">
          {view.version
            ? intl.formatMessage(messages.downloadingVersion, { version: view.version, progress: percent / 100 })
            : intl.formatMessage(messages.downloading, { progress: percent / 100 })}
          <progress max={100} value={percent} aria-label={intl.formatMessage(messages.progressLabel)} />
          {p && p.total > 0 && (
            <span className="muted">
              {p.bytesPerSecond > 0
                ? intl.formatMessage(messages.transferredAt, {
                    transferred: formatBytes(p.transferred, intl),
                    total: formatBytes(p.total, intl),
                    speed: formatBytes(p.bytesPerSecond, intl)
                  })
                : intl.formatMessage(messages.transferred, {
                    transferred: formatBytes(p.transferred, intl),
                    total: formatBytes(p.total, intl)
                  })}
            </span>
          )}
        </span>
      )
    }
    case 'ready':
      return <span>{intl.formatMessage(messages.ready, { version: view.version })}</span>
    case 'available':
      return <span>{intl.formatMessage(messages.available, { version: view.version })}</span>
    case 'checking':
      return <span className="muted">{intl.formatMessage(messages.checking)}</span>
    case 'not-available':
      return (
        <span className="muted">
          {view.checkedAt
            ? intl.formatMessage(messages.upToDateChecked, { when: <DateText value={view.checkedAt} /> })
            : intl.formatMessage(messages.upToDate)}
        </span>
      )
    case 'error':
      return <span className="muted">{view.message}</span>
    case 'disabled':
      return <span className="muted">{view.message}</span>
    default:
      return (
        <span className="muted">
          {intl.formatMessage(view.mode === 'off' ? messages.checksOff : messages.checksOn)}
        </span>
      )
  }
}
