import { useState } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { accountLabel, accountWords } from './account-label'
import { switchAccount, useAccountsStore } from './accounts-store'
import { ServerMark } from './server-mark'

const messages = defineMessages({
  heading: {
    id: 'accounts.others.heading',
    defaultMessage: 'Your other accounts',
    description:
      'Under the sign-in form (and the first screen): the heading of the list of the other accounts the app holds, to switch to one of them.'
  }
})

/**
 * Below the sign-in form: the accounts other than the one signing in, one
 * click away. Nothing when there are none. Words only, no initials: this is
 * part of the sign-in form's first paint, which carries no avatar code.
 */
export function OtherAccounts() {
  const intl = useIntl()
  const [error, setError] = useState<string | null>(null)
  const { active, accounts } = useAccountsStore((s) => s.view)
  const others = accounts.filter((account) => account.id !== active)
  if (others.length === 0) return null
  return (
    <section className="other-accounts" aria-labelledby="other-accounts-heading">
      <h2 id="other-accounts-heading">{intl.formatMessage(messages.heading)}</h2>
      <ul className="account-list">
        {others.map((account) => {
          const label = accountLabel(intl, account)
          return (
            <li key={account.id}>
              <Button
                variant="quiet"
                className="account-choice"
                aria-label={intl.formatMessage(accountWords.switchTo, { account: label })}
                onClick={() => void switchAccount(account.id).then(setError)}
              >
                <ServerMark color={account.color} decorative />
                <span translate="no">{label}</span>
                {!account.signedIn && <span className="muted">{intl.formatMessage(accountWords.signedOut)}</span>}
              </Button>
            </li>
          )
        })}
      </ul>
      <ErrorText>{error}</ErrorText>
    </section>
  )
}
