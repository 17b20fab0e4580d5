import { useQuery } from '@tanstack/react-query'

import type { AccountModel } from '@shared/account-info'

import { defineMessages, useIntl } from '../../i18n'
import { bridgeQuery } from '../../ui/bridge-query'
import { Card } from '../../ui/card'
import { FieldRow } from '../../ui/field-row'
import { DateText, GenericFields, GenericValue } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'
import { useAccountFieldWords } from './account-field-words'
import { LastSeen } from './last-seen'

const messages = defineMessages({
  title: {
    id: 'account.info.title',
    defaultMessage: 'Your account',
    description: 'Account: the title of the account details card.'
  },
  what: {
    id: 'account.info.what',
    defaultMessage: 'your account',
    description:
      'Account: what failed to load, put into the app’s loading and error sentences (e.g. “Could not refresh your account: …”).'
  },
  username: {
    id: 'account.info.username',
    defaultMessage: 'Username',
    description: 'Account: a field’s name in the account details.'
  },
  name: {
    id: 'account.info.name',
    defaultMessage: 'Name',
    description: 'Account: a field’s name in the account details (the person’s name).'
  },
  email: {
    id: 'account.info.email',
    defaultMessage: 'Email',
    description: 'Account: a field’s name in the account details.'
  },
  plan: {
    id: 'account.info.plan',
    defaultMessage: 'Plan',
    description: 'Account: a field’s name in the account details (the subscription plan).'
  },
  memberSince: {
    id: 'account.info.memberSince',
    defaultMessage: 'Member since',
    description: 'Account: a field’s name; its value is the date the account was made.'
  },
  more: {
    id: 'account.info.more',
    defaultMessage: 'More from the platform',
    description: 'Account: the heading over other fields the platform sent, shown as sent.'
  }
})

export function AccountInfoPanel() {
  const intl = useIntl()
  const query = useQuery(bridgeQuery('account:info', undefined))
  return (
    // When the platform last saw this app is news about the account: beside its title.
    <Card title={intl.formatMessage(messages.title)} actions={<LastSeen />}>
      <QueryFrame query={query} what={intl.formatMessage(messages.what)}>
        {(account) => <AccountFields account={account} />}
      </QueryFrame>
    </Card>
  )
}

function AccountFields({ account }: { account: AccountModel }) {
  const intl = useIntl()
  const words = useAccountFieldWords()
  const rows: [string, string | null][] = [
    [intl.formatMessage(messages.username), account.username],
    [intl.formatMessage(messages.name), account.name],
    [intl.formatMessage(messages.email), account.email],
    [intl.formatMessage(messages.plan), account.plan]
  ]
  return (
    <>
      <dl className="fields">
        {rows
          .filter(([, value]) => value !== null)
          .map(([term, value]) => (
            <FieldRow key={term} term={term}>
              <span translate="no">{value}</span>
            </FieldRow>
          ))}
        {account.createdAt && (
          <FieldRow term={intl.formatMessage(messages.memberSince)}>
            <DateText value={account.createdAt} />
          </FieldRow>
        )}
        {account.limits.map((limit) => (
          // A limit's name and value are the platform's words, put into a term by main.
          <FieldRow key={limit.label} term={limit.label} platformTerm>
            <span translate="no">{limit.value}</span>
          </FieldRow>
        ))}
      </dl>
      {Object.keys(account.extra).length > 0 && (
        <>
          <h3>{intl.formatMessage(messages.more)}</h3>
          <GenericFields fields={account.extra} words={words} />
        </>
      )}
      {account.unexpected !== undefined && <GenericValue value={account.unexpected} />}
    </>
  )
}
