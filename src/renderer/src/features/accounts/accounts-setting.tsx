import { UserPlus } from 'lucide-react'
import { useId, useState } from 'react'

import { defineMessage, defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { InitialsAvatar } from '../people/avatar'
import { accountLabel, accountWords } from './account-label'
import { applyAccounts, startAdding, switchAccount, useAccountsStore } from './accounts-store'
import { ServerMark } from './server-mark'

/** The card's title, also its link in Settings' index. */
export const accountsTitle = defineMessage({
  id: 'settings.accounts.title',
  defaultMessage: 'Accounts',
  description: 'Settings: the heading of the card listing the accounts the app holds.'
})

const messages = defineMessages({
  hint: {
    id: 'settings.accounts.hint',
    defaultMessage:
      'Each account keeps its own sign-in, read marks, recent searches, notification alerts and place; watched services belong to its server. Theme, language, start-up and updates are the same for all.',
    description: 'Settings → Accounts: the sentence under the heading.'
  },
  inUse: {
    id: 'settings.accounts.inUse',
    defaultMessage: 'shown now',
    description: 'Settings → Accounts: beside the account the app shows now.'
  },
  switchTo: {
    id: 'settings.accounts.switch',
    defaultMessage: 'Switch',
    description: 'Settings → Accounts: the button that shows this account.'
  },
  remove: {
    id: 'settings.accounts.remove',
    defaultMessage: 'Remove',
    description: 'Settings → Accounts: the button that removes an account (asks to confirm first).'
  },
  removeName: {
    id: 'settings.accounts.removeName',
    defaultMessage: 'Remove {account}',
    description:
      'Settings → Accounts: the accessible name of an account’s Remove button; {account} is “username · host”.'
  },
  confirmRemove: {
    id: 'settings.accounts.confirmRemove',
    defaultMessage:
      'Remove {account}? It is signed out, and its read marks, recent searches and notification alerts are forgotten on this computer.',
    description: 'Settings → Accounts: the question shown before removing an account; {account} is “username · host”.'
  },
  confirm: {
    id: 'settings.accounts.confirm',
    defaultMessage: 'Remove account',
    description: 'Settings → Accounts: the button that confirms removing the account.'
  },
  keep: {
    id: 'settings.accounts.keep',
    defaultMessage: 'Keep it',
    description: 'Settings → Accounts: the button that gives up removing the account.'
  },
  add: {
    id: 'settings.accounts.add',
    defaultMessage: 'Add account',
    description: 'Settings → Accounts: the button that starts adding another account.'
  },
  addDoes: {
    id: 'settings.accounts.addDoes',
    defaultMessage:
      'Keeps you signed in here and adds another account, on another server (staging beside production, say) or on this one. Switch between them at any time.',
    description:
      'Settings → Accounts: beside Add account, what it does to the session. Contrast with Change server (in the Server card), which signs you out.'
  }
})

/**
 * Settings → Accounts: each account with Switch and Remove (asked twice), and
 * Add account, with what it does to the session said beside it (Change
 * server, in the next card, signs out instead).
 */
export function AccountsSetting({ headingId }: { headingId?: string }) {
  const intl = useIntl()
  const addDoesId = useId()
  const { active, accounts } = useAccountsStore((s) => s.view)
  const [removing, setRemoving] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const remove = async (id: string) => {
    setBusy(true)
    setError(null)
    const result = await invoke('accounts:remove', { id })
    setBusy(false)
    setRemoving(null)
    if (result.ok) applyAccounts(result.data, { withSession: false })
    else setError(result.error.message)
  }
  return (
    <Card title={intl.formatMessage(accountsTitle)} headingId={headingId} className="settings-card">
      <p className="hint card-hint">{intl.formatMessage(messages.hint)}</p>
      <ul className="account-list">
        {accounts.map((account) => {
          const label = accountLabel(intl, account)
          return (
            <li key={account.id} className="account-row">
              <InitialsAvatar name={account.username || account.host} size="sm" />
              <ServerMark color={account.color} />
              <span translate="no">{label}</span>
              {account.id === active && <span className="muted">{intl.formatMessage(messages.inUse)}</span>}
              {!account.signedIn && <span className="muted">{intl.formatMessage(accountWords.signedOut)}</span>}
              <span className="account-row-actions">
                {account.id !== active && (
                  <Button
                    size="sm"
                    aria-label={intl.formatMessage(accountWords.switchTo, { account: label })}
                    onClick={() => void switchAccount(account.id).then(setError)}
                  >
                    {intl.formatMessage(messages.switchTo)}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="quiet"
                  aria-label={intl.formatMessage(messages.removeName, { account: label })}
                  onClick={() => setRemoving(account.id)}
                >
                  {intl.formatMessage(messages.remove)}
                </Button>
              </span>
              {removing === account.id && (
                <div
                  className="account-remove"
                  role="group"
                  aria-label={intl.formatMessage(messages.removeName, { account: label })}
                >
                  <p>{intl.formatMessage(messages.confirmRemove, { account: label })}</p>
                  <div className="actions">
                    <Button variant="danger" busy={busy} onClick={() => void remove(account.id)}>
                      {intl.formatMessage(messages.confirm)}
                    </Button>
                    <Button variant="quiet" disabled={busy} onClick={() => setRemoving(null)}>
                      {intl.formatMessage(messages.keep)}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <ErrorText>{error}</ErrorText>
      <div className="actions">
        <Button icon={UserPlus} aria-describedby={addDoesId} onClick={startAdding}>
          {intl.formatMessage(messages.add)}
        </Button>
      </div>
      <p id={addDoesId} className="hint settings-action-hint">
        {intl.formatMessage(messages.addDoes)}
      </p>
    </Card>
  )
}
