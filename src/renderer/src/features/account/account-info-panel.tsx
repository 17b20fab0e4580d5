import { useQuery } from '@tanstack/react-query'

import type { AccountView } from '@shared/account'

import { bridgeQuery } from '../../ui/bridge-query'
import { Card } from '../../ui/card'
import { FieldRow } from '../../ui/field-row'
import { DateText, GenericFields, GenericValue } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'
import { LastSeen } from './last-seen'

export function AccountInfoPanel() {
  const query = useQuery(bridgeQuery('account:info', undefined))
  return (
    // When the platform last saw this app is news about the account: beside its title.
    <Card title="Your account" actions={<LastSeen />}>
      <QueryFrame query={query} what="your account">
        {(account) => <AccountFields account={account} />}
      </QueryFrame>
    </Card>
  )
}

function AccountFields({ account }: { account: AccountView }) {
  const rows: [string, string | null][] = [
    ['Username', account.username],
    ['Name', account.name],
    ['Email', account.email],
    ['Plan', account.plan]
  ]
  return (
    <>
      <dl className="fields">
        {rows
          .filter(([, value]) => value !== null)
          .map(([term, value]) => (
            <FieldRow key={term} term={term}>
              {value}
            </FieldRow>
          ))}
        {account.createdAt && (
          <FieldRow term="Member since">
            <DateText value={account.createdAt} />
          </FieldRow>
        )}
        {account.limits.map((limit) => (
          <FieldRow key={limit.label} term={limit.label}>
            {limit.value}
          </FieldRow>
        ))}
      </dl>
      {Object.keys(account.extra).length > 0 && (
        <>
          <h3>More from the platform</h3>
          <GenericFields fields={account.extra} />
        </>
      )}
      {account.unexpected !== undefined && <GenericValue value={account.unexpected} />}
    </>
  )
}
