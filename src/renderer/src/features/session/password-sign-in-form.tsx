import { useId } from 'react'

import { signInWords } from '@shared/sign-in-words'

import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { CheckboxField } from '../../ui/checkbox-field'
import type { Draft, PasswordDraft } from './sign-in-drafts'
import type { SignInFields } from './sign-in-focus'
import { SignInFormFrame } from './sign-in-form-frame'
import { useSignInForm } from './use-sign-in-form'

const messages = defineMessages({
  missing: {
    id: 'signIn.password.missing',
    defaultMessage: 'Enter your username and password.',
    description: 'Sign in › Password tab: the error when Sign in is pressed with the username or password empty.'
  },
  submitting: {
    id: 'signIn.password.submitting',
    defaultMessage: 'Signing in…',
    description: 'Sign in › Password tab: the button while signing in.'
  }
})

/** The Password tab; what is typed is the sign-in view's draft (sign-in-drafts.ts), kept while the API key tab is shown. */
export function PasswordSignInForm({
  draft,
  change,
  fields
}: Draft<PasswordDraft> & { fields: Pick<SignInFields, 'username' | 'password'> }) {
  const intl = useIntl()
  const { username, email, password, rememberMe, clearPasswordOnFailure } = draft
  const { username: usernameRef, password: passwordRef } = fields
  const ids = {
    username: useId(),
    email: useId(),
    emailHint: useId(),
    password: useId(),
    error: useId()
  }

  const form = useSignInForm({
    missing: () =>
      username.trim() === '' || password === ''
        ? { message: intl.formatMessage(messages.missing), field: username.trim() === '' ? usernameRef : passwordRef }
        : null,
    send: () => {
      const trimmedEmail = email.trim()
      return invoke('session:sign-in', {
        username: username.trim(),
        ...(trimmedEmail === '' ? {} : { email: trimmedEmail }),
        password,
        rememberMe
      })
    },
    succeeded: () => change({ password: '' }),
    failed: () => {
      if (clearPasswordOnFailure) change({ password: '' })
    },
    retry: passwordRef
  })

  const errorDescription = form.error === null ? undefined : ids.error

  return (
    <SignInFormFrame
      form={form}
      errorId={ids.error}
      options={
        <>
          <CheckboxField
            label={intl.formatMessage(signInWords.rememberMe)}
            checked={rememberMe}
            onChange={(checked) => change({ rememberMe: checked })}
            hint={intl.formatMessage(signInWords.rememberMeHint)}
          />
          <CheckboxField
            label={intl.formatMessage(signInWords.clearPassword)}
            checked={clearPasswordOnFailure}
            onChange={(checked) => change({ clearPasswordOnFailure: checked })}
          />
        </>
      }
      submit={{ label: intl.formatMessage(signInWords.submit), busyLabel: intl.formatMessage(messages.submitting) }}
    >
      <div className="field">
        <label htmlFor={ids.username}>{intl.formatMessage(signInWords.username)}</label>
        <input
          ref={usernameRef}
          id={ids.username}
          autoComplete="username"
          spellCheck={false}
          autoCapitalize="none"
          value={username}
          onChange={(e) => change({ username: e.target.value })}
          aria-describedby={errorDescription}
        />
      </div>
      <div className="field">
        <div className="label-row">
          <label htmlFor={ids.email}>{intl.formatMessage(signInWords.email)}</label>
          <span id={ids.emailHint} className="hint">
            {intl.formatMessage(signInWords.emailOptional)}
          </span>
        </div>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          onChange={(e) => change({ email: e.target.value })}
          aria-describedby={ids.emailHint}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.password}>{intl.formatMessage(signInWords.password)}</label>
        <input
          ref={passwordRef}
          id={ids.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => change({ password: e.target.value })}
          aria-describedby={errorDescription}
        />
      </div>
    </SignInFormFrame>
  )
}
