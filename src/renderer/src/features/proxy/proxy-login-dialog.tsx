// The proxy's question, as a modal dialog: the native <dialog> keeps focus
// inside and Escape cancels. What is typed goes to main and is cleared here.
import './proxy.css'

import { type FormEvent, useId, useState } from 'react'

import { invoke } from '../../platform'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { proxyAnswered, useProxyStore } from './proxy-store'

export function ProxyLoginDialog() {
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
    const reply = answer === 'login' ? invoke('proxy:login', { id, username, password }) : invoke('proxy:cancel', { id })
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
        <h2 id={titleId}>Sign in to your proxy</h2>
        <p>
          The proxy at <span className="server-url">{`${request.host}:${request.port}`}</span>
          {request.realm ? ` (${request.realm})` : ''} asks for a user name and password before Platform Desktop can reach your platform. They are kept only until you quit.
        </p>
        {request.retry && <p className="error-text">The proxy did not accept those. Check them and try again.</p>}
        <div className="field">
          <label htmlFor={userId}>Proxy user name</label>
          <input id={userId} value={username} autoComplete="username" onChange={(event) => setUsername(event.target.value)} required />
        </div>
        <div className="field">
          <label htmlFor={passId}>Proxy password</label>
          <input id={passId} type="password" value={password} autoComplete="current-password" onChange={(event) => setPassword(event.target.value)} />
        </div>
        <div className="actions">
          <button type="submit" className="button-primary">
            Sign in to proxy
          </button>
          <button type="button" className="button-secondary" onClick={() => finish('cancel')}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
