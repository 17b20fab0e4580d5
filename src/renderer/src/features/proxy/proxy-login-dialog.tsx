// The proxy's question, as a modal dialog: the native <dialog> keeps focus
// inside and Escape cancels. What is typed goes to main and is cleared here.
import './proxy.css'

import { type FormEvent, useId, useState } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { proxyAnswered, useProxyStore } from './proxy-store'

const messages = defineMessages({
  title: {
    id: 'proxy.login.title',
    defaultMessage: 'Sign in to your proxy',
    description: 'The heading of the dialog asking for the network proxy’s user name and password.'
  },
  explain: {
    id: 'proxy.login.explain',
    defaultMessage:
      'The proxy at <url>{address}</url> asks for a user name and password before Platform Desktop can reach your platform. They are kept only until you quit.',
    description:
      'The proxy dialog’s text; {address} is the proxy’s host and port (e.g. proxy.example.com:8080), kept in the <url> tags. “Platform Desktop” is the app’s name.'
  },
  explainRealm: {
    id: 'proxy.login.explainRealm',
    defaultMessage:
      'The proxy at <url>{address}</url> ({realm}) asks for a user name and password before Platform Desktop can reach your platform. They are kept only until you quit.',
    description:
      'The proxy dialog’s text when the proxy names itself; {address} is its host and port (kept in the <url> tags), {realm} the name it gives (its realm, as it sent it). “Platform Desktop” is the app’s name.'
  },
  refused: {
    id: 'proxy.login.refused',
    defaultMessage: 'The proxy did not accept those. Check them and try again.',
    description: 'The proxy dialog, asking again: the user name and password given were refused by the proxy.'
  },
  username: {
    id: 'proxy.login.username',
    defaultMessage: 'Proxy user name',
    description: 'The proxy dialog: the label of the user name field.'
  },
  password: {
    id: 'proxy.login.password',
    defaultMessage: 'Proxy password',
    description: 'The proxy dialog: the label of the password field.'
  },
  submit: {
    id: 'proxy.login.submit',
    defaultMessage: 'Sign in to proxy',
    description: 'The proxy dialog: the button that sends the user name and password.'
  },
  cancel: {
    id: 'proxy.login.cancel',
    defaultMessage: 'Cancel',
    description: 'The proxy dialog: the button that closes it without signing in to the proxy.'
  }
})

export function ProxyLoginDialog() {
  const intl = useIntl()
  const request = useProxyStore((s) => s.pending[0] ?? null)
  const dialogRef = useModalDialog(request !== null)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const titleId = useId()
  const userId = useId()
  const passId = useId()

  if (!request) return <dialog ref={dialogRef} aria-hidden="true" />
  const finish = (answer: 'login' | 'cancel') => {
    const id = request.id
    const reply =
      answer === 'login' ? invoke('proxy:login', { id, username, password }) : invoke('proxy:cancel', { id })
    setUsername('')
    setPassword('')
    proxyAnswered(id)
    void reply
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    finish('login')
  }
  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog proxy-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        finish('cancel')
      }}
    >
      <form className="form" onSubmit={submit}>
        <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
        <p>
          {intl.formatMessage(request.realm ? messages.explainRealm : messages.explain, {
            address: `${request.host}:${request.port}`,
            realm: request.realm,
            url: (chunks) => <span className="server-url">{chunks}</span>
          })}
        </p>
        {request.retry && <p className="error-text">{intl.formatMessage(messages.refused)}</p>}
        <div className="field">
          <label htmlFor={userId}>{intl.formatMessage(messages.username)}</label>
          <input
            id={userId}
            value={username}
            autoComplete="username"
            onChange={(event) => setUsername(event.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor={passId}>{intl.formatMessage(messages.password)}</label>
          <input
            id={passId}
            type="password"
            value={password}
            autoComplete="current-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button-primary">
            {intl.formatMessage(messages.submit)}
          </button>
          <button type="button" className="button-secondary" onClick={() => finish('cancel')}>
            {intl.formatMessage(messages.cancel)}
          </button>
        </div>
      </form>
    </dialog>
  )
}
