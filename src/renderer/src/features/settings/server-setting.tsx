import { type FormEvent, useEffect, useId, useState } from 'react'

import { isServerColor } from '@shared/server-color'
import { serverHost } from '@shared/server-host'
import type { SettingsModel } from '@shared/settings'

import { defineMessage, defineMessages, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { ServerUrlInput } from '../../ui/server-url-input'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { useSubmitGuard } from '../../ui/use-submit-guard'
import { useAccountsStore } from '../accounts/accounts-store'
import { useActiveAccount } from '../accounts/active-account'
import { ServerMark } from '../accounts/server-mark'
import { ChoiceSetting } from './choice-setting'
import { envServerHint, useForgetServer } from './use-forget-server'
import { useSwitchServer } from './use-switch-server'

/** The card's title, also its link in Settings' index. */
export const serverTitle = defineMessage({
  id: 'settings.server.title',
  defaultMessage: 'Server',
  description: 'Settings: the title of the server card.'
})

const messages = defineMessages({
  notSet: {
    id: 'settings.server.notSet',
    defaultMessage: 'Not set',
    description: 'Settings › Server: shown instead of the address when none is saved.'
  },
  yourServer: {
    id: 'settings.server.yourServer',
    defaultMessage: 'your server',
    description:
      'Settings › Server: stands for the server’s name in {host} of the sentences below when its address cannot be shown.'
  },
  change: {
    id: 'settings.server.change',
    defaultMessage: 'Change server',
    description: 'Settings › Server: the button opening the form for a new address.'
  },
  changeDoes: {
    id: 'settings.server.changeDoes',
    defaultMessage: 'Signs you out of {host} and takes this account off the list; then you sign in on the new server.',
    description:
      'Settings › Server: beside Change server, what it does to the session (the only account held); {host} is the server’s host name. Contrast with Add account, which keeps you signed in.'
  },
  changeDoesKeepsOthers: {
    id: 'settings.server.changeDoesKeepsOthers',
    defaultMessage:
      'Signs you out of {host} and takes this account off the list; then you sign in on the new server. Your other accounts stay as they are.',
    description:
      'Settings › Server: beside Change server when other accounts are held, what it does to the session; {host} is the server’s host name. Contrast with Add account, which keeps you signed in.'
  },
  newAddress: {
    id: 'settings.server.newAddress',
    defaultMessage: 'New server address',
    description: 'Settings › Server: the label of the address field.'
  },
  signsOut: {
    id: 'settings.server.signsOut',
    defaultMessage: 'Switching or forgetting signs you out of {host}; Platform Desktop asks you to confirm first.',
    description:
      'Settings › Server: the hint under the address field; {host} is the server’s host name (e.g. “platform.example.com”).'
  },
  switch: {
    id: 'settings.server.switch',
    defaultMessage: 'Switch server',
    description: 'Settings › Server: the button switching to the typed address.'
  },
  switching: {
    id: 'settings.server.switching',
    defaultMessage: 'Switching…',
    description: 'Settings › Server: the Switch server button while it works.'
  },
  forget: {
    id: 'settings.server.forget',
    defaultMessage: 'Forget server',
    description: 'Settings › Server: the button forgetting the saved address.'
  },
  forgetting: {
    id: 'settings.server.forgetting',
    defaultMessage: 'Forgetting server…',
    description: 'Settings › Server: the Forget server button while it works.'
  },
  cancel: {
    id: 'settings.server.cancel',
    defaultMessage: 'Cancel',
    description: 'Settings › Server: the button closing the form.'
  },
  unchanged: {
    id: 'settings.server.unchanged',
    defaultMessage: 'Nothing was changed: you are still signed in to {host}.',
    description:
      'Settings › Server: said when the person cancelled in the confirmation dialog; {host} is the server’s host name.'
  }
})

/**
 * The server, and changing it while signed in: switch to a new address or
 * forget this one. Main asks in its own dialog before either happens; the
 * page never confirms for it. Buttons stay enabled while main waits for the
 * answer, so keyboard focus is where it was when the dialog closes; one
 * action runs at a time.
 */
export function ServerSetting({ settings, headingId }: { settings: SettingsModel; headingId?: string }) {
  const intl = useIntl()
  const host = serverHost(settings.baseUrl, intl.formatMessage(messages.yourServer))
  // The account on screen, when Settings is about its server (not a first sign-in's server).
  const shown = useActiveAccount()
  const account = shown && shown.baseUrl === settings.baseUrl ? shown : null
  const [open, setOpen] = useState(false)
  const [url, setUrl] = useState('')
  const [running, setRunning] = useState<'switch' | 'forget' | null>(null)
  const { run } = useSubmitGuard()
  const switching = useSwitchServer()
  const forgetting = useForgetServer()
  const othersHeld = useAccountsStore((s) => s.view.accounts.some((other) => other.id !== s.view.active))
  const envHintId = useId()
  const doesId = useId()
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
    <Card title={intl.formatMessage(serverTitle)} headingId={headingId} className="settings-card">
      <div className="setting-row">
        <div className="setting-text">
          <p className="server-url">
            {account && <ServerMark color={account.color} />}
            {settings.baseUrl === null ? (
              intl.formatMessage(messages.notSet)
            ) : (
              <span translate="no">{settings.baseUrl}</span>
            )}
          </p>
          {/* What Change server does to the session, said beside it (and as its description): Add account, above, keeps it.
              When PLATFORM_BASE_URL sets the server, the button is off and the reason is said instead. */}
          {!fromEnv && (
            <p id={doesId} className="hint">
              {intl.formatMessage(othersHeld ? messages.changeDoesKeepsOthers : messages.changeDoes, { host })}
            </p>
          )}
          {fromEnv && (
            <p id={envHintId} className="hint">
              {envServerHint}
            </p>
          )}
        </div>
        {!open && (
          <div className="setting-control">
            <Button disabled={fromEnv} aria-describedby={fromEnv ? envHintId : doesId} onClick={() => setOpen(true)}>
              {intl.formatMessage(messages.change)}
            </Button>
          </div>
        )}
      </div>
      {open && (
        <form className="form server-form" noValidate onSubmit={onSubmit} aria-busy={running !== null}>
          <div className="field">
            <label htmlFor={fieldId}>{intl.formatMessage(messages.newAddress)}</label>
            <ServerUrlInput
              id={fieldId}
              inputRef={fieldRef}
              value={url}
              onChange={setUrl}
              invalid={switching.error !== null}
              describedBy={hintId}
            />
            <p id={hintId} className="hint">
              {intl.formatMessage(messages.signsOut, { host })}
            </p>
          </div>
          <div className="actions">
            <Button type="submit" variant="primary">
              {intl.formatMessage(running === 'switch' ? messages.switching : messages.switch)}
            </Button>
            <Button variant="danger" onClick={() => act('forget', forgetting.forget)}>
              {intl.formatMessage(running === 'forget' ? messages.forgetting : messages.forget)}
            </Button>
            <Button onClick={() => setOpen(false)}>{intl.formatMessage(messages.cancel)}</Button>
          </div>
        </form>
      )}
      <p role="status" className="hint">
        {declined ? intl.formatMessage(messages.unchanged, { host }) : ''}
      </p>
      <ErrorText>{switching.error ?? forgetting.error}</ErrorText>
      {/* Its colour is this server's own (per server in main's settings), with each colour's swatch beside its name. */}
      <ChoiceSetting
        settings={settings}
        field="serverColor"
        mark={(value) => (isServerColor(value) ? <ServerMark color={value} decorative /> : null)}
      />
    </Card>
  )
}
