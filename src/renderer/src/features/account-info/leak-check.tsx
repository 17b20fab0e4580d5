import { type FormEvent, useId, useRef, useState } from 'react'

import type { PwnedModel } from '@shared/account-info'
import type { AppError } from '@shared/result'
import { serverHost } from '@shared/server-host'

import { currentIntl, defineMessages, useIntl } from '../../i18n'
import { appErrorOf, call } from '../../ui/bridge-query'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ErrorText } from '../../ui/error-text'
import { useOfflineReason } from '../../ui/offline-reason'
import { useSettingsStore } from '../settings/settings-store'

const messages = defineMessages({
  foundCount: {
    id: 'account.leak.foundCount',
    defaultMessage:
      'This password was found in {count, plural, one {# known leak} other {# known leaks}}. Do not use it.',
    description: 'Account › Password leak check: the answer when the password leaked; {count} is in how many leaks.'
  },
  found: {
    id: 'account.leak.found',
    defaultMessage: 'This password was found in known leaks. Do not use it.',
    description: 'Account › Password leak check: the answer when the password leaked, without a count.'
  },
  notFound: {
    id: 'account.leak.notFound',
    defaultMessage: 'This password is not in the platform’s list of leaked passwords.',
    description: 'Account › Password leak check: the answer when the password did not leak.'
  },
  platformSaid: {
    id: 'account.leak.platformSaid',
    defaultMessage: 'The platform said: “{message}”',
    description:
      'Account › Password leak check: an answer that is neither yes nor no; {message} is the platform’s own words.'
  },
  unclear: {
    id: 'account.leak.unclear',
    defaultMessage: 'The platform answered, but did not say whether the password was found.',
    description: 'Account › Password leak check: an answer that is neither yes nor no, with no words from the platform.'
  },
  yourPlatform: {
    id: 'account.leak.yourPlatform',
    defaultMessage: 'your platform',
    description:
      'Account › Password leak check: stands for the platform’s name in {host} of the hint when its address is unknown.'
  },
  title: {
    id: 'account.leak.title',
    defaultMessage: 'Password leak check <tag>Experimental</tag>',
    description:
      'Account: the title of the leak check card; <tag> marks it as experimental (the platform marks the check as a test).'
  },
  hint: {
    id: 'account.leak.hint',
    defaultMessage:
      'This check sends the password you type to {host} itself — that is how the platform’s check works — so check only a password you would trust that platform with. The platform marks the check as a test. The password is sent only over https (or to this computer), never stored, and cleared from the field after the check.',
    description:
      'Account › Password leak check: the sentences under the title; {host} is the platform’s host name (e.g. “platform.example.com”).'
  },
  field: {
    id: 'account.leak.field',
    defaultMessage: 'Password to check',
    description: 'Account › Password leak check: the label of the password field.'
  },
  check: {
    id: 'account.leak.check',
    defaultMessage: 'Check',
    description: 'Account › Password leak check: the button sending the password for the check.'
  },
  checking: {
    id: 'account.leak.checking',
    defaultMessage: 'Checking…',
    description: 'Account › Password leak check: the Check button while the check runs.'
  }
})

export function leakAnswer(result: PwnedModel): string {
  const intl = currentIntl()
  if (result.found === true)
    return result.count !== null
      ? intl.formatMessage(messages.foundCount, { count: result.count })
      : intl.formatMessage(messages.found)
  if (result.found === false) return intl.formatMessage(messages.notFound)
  return result.message
    ? intl.formatMessage(messages.platformSaid, { message: result.message })
    : intl.formatMessage(messages.unclear)
}

/**
 * The platform's leak check, marked experimental because the platform marks
 * it as a test. The password goes to main only for the check: it is never
 * kept, and the field is emptied afterwards.
 */
export function LeakCheck() {
  const intl = useIntl()
  const [password, setPassword] = useState('')
  const host = serverHost(
    useSettingsStore((s) => s.settings?.baseUrl),
    intl.formatMessage(messages.yourPlatform)
  )
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const inputId = useId()
  // Not a TanStack mutation: that would keep the password as the mutation's variables.
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<PwnedModel | null>(null)
  const [error, setError] = useState<AppError | null>(null)
  const offline = useOfflineReason()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password || pending || offline !== null) return
    const request = { password }
    setPassword('')
    setPending(true)
    setResult(null)
    setError(null)
    void call('account:pwned-check', request)
      .then(setResult, (failure: unknown) => setError(appErrorOf(failure)))
      .finally(() => {
        setPending(false)
        inputRef.current?.focus()
      })
  }
  return (
    <Card
      title={intl.formatMessage(messages.title, {
        tag: (chunks) => <span className="experimental-tag">{chunks}</span>
      })}
    >
      <p id={hintId} className="hint card-hint">
        {intl.formatMessage(messages.hint, { host })}
      </p>
      <form className="inline-form leak-form" onSubmit={submit}>
        <label htmlFor={inputId}>{intl.formatMessage(messages.field)}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="password"
          autoComplete="off"
          value={password}
          aria-describedby={hintId}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={pending || password === '' || offline !== null}>
          {intl.formatMessage(pending ? messages.checking : messages.check)}
        </Button>
      </form>
      <p role="status" className={result?.found ? 'leak-found' : undefined}>
        {offline ?? (result ? leakAnswer(result) : '')}
      </p>
      <ErrorText>{error?.message}</ErrorText>
    </Card>
  )
}
