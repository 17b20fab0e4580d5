import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { AccountView } from '../../../../shared/account'
import { bridgeQuery } from '../../ui/bridge-query'
import { DateText, GenericFields, GenericValue } from '../../ui/generic-value'
import { QueryFrame } from '../../ui/query-frame'

export function AccountInfoPanel() {
  const query = useQuery(bridgeQuery('account:info', undefined))
  const headingId = useId()
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Your account</h2>
      <QueryFrame query={query} what="your account">
        {(account) => <AccountFields account={account} />}
      </QueryFrame>
    </section>
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
            <div key={term} className="field-row">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {account.createdAt && (
          <div className="field-row">
            <dt>Member since</dt>
            <dd>
              <DateText value={account.createdAt} />
            </dd>
          </div>
        )}
        {account.limits.map((limit) => (
          <div key={limit.label} className="field-row">
            <dt>{limit.label}</dt>
            <dd>{limit.value}</dd>
          </div>
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
