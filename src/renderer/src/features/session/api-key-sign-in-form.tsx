import { useId } from 'react'

import { defineMessages, useIntl } from '../../i18n'
import { invoke } from '../../platform'
import { CheckboxField } from '../../ui/checkbox-field'
import type { Draft, KeyDraft } from './sign-in-drafts'
import type { SignInFields } from './sign-in-focus'
import { SignInFormFrame } from './sign-in-form-frame'
import { useSignInForm } from './use-sign-in-form'

const messages = defineMessages({
  keyLabel: {
    id: 'signIn.apiKey.keyLabel',
    defaultMessage: 'API key',
    description: 'Sign in › API key tab: the label of the field the key is pasted into.'
  },
  keyHint: {
    id: 'signIn.apiKey.keyHint',
    defaultMessage: 'Create a key in your account on the platform, then paste it here.',
    description: 'Sign in › API key tab: the hint under the API key field.'
  },
  keyMissing: {
    id: 'signIn.apiKey.keyMissing',
    defaultMessage: 'Enter your API key.',
    description: 'Sign in › API key tab: the error when Sign in with key is pressed with the field empty.'
  },
  remember: {
    id: 'signIn.apiKey.remember',
    defaultMessage: 'Remember this key',
    description: 'Sign in › API key tab: the checkbox that keeps the person signed in with this key.'
  },
  // What Remember this key does, in one line.
  rememberHint: {
    id: 'signIn.apiKey.rememberHint',
    defaultMessage: 'Keeps you signed in with this key after you quit, encrypted.',
    description: 'Sign in › API key tab: the hint under the Remember this key checkbox.'
  },
  submit: {
    id: 'signIn.apiKey.submit',
    defaultMessage: 'Sign in with key',
    description: 'Sign in › API key tab: the button that signs in.'
  },
  submitting: {
    id: 'signIn.apiKey.submitting',
    defaultMessage: 'Signing in…',
    description: 'Sign in › API key tab: the button while signing in.'
  }
})

/** The API key tab; what is typed is the sign-in view's draft (sign-in-drafts.ts), kept while the Password tab is shown. */
export function ApiKeySignInForm({
  draft,
  change,
  fields
}: Draft<KeyDraft> & { fields: Pick<SignInFields, 'apiKey'> }) {
  const intl = useIntl()
  const { apiKey, remember } = draft
  const { apiKey: keyRef } = fields
  const ids = { key: useId(), hint: useId(), error: useId() }

  const form = useSignInForm({
    missing: () => (apiKey.trim() === '' ? { message: intl.formatMessage(messages.keyMissing), field: keyRef } : null),
    send: () => invoke('session:sign-in-with-key', { apiKey: apiKey.trim(), remember }),
    succeeded: () => change({ apiKey: '' }),
    retry: keyRef
  })

  return (
    <SignInFormFrame
      form={form}
      errorId={ids.error}
      options={
        <CheckboxField
          label={intl.formatMessage(messages.remember)}
          checked={remember}
          onChange={(checked) => change({ remember: checked })}
          hint={intl.formatMessage(messages.rememberHint)}
        />
      }
      submit={{ label: intl.formatMessage(messages.submit), busyLabel: intl.formatMessage(messages.submitting) }}
    >
      <div className="field">
        <label htmlFor={ids.key}>{intl.formatMessage(messages.keyLabel)}</label>
        <input
          ref={keyRef}
          id={ids.key}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(e) => change({ apiKey: e.target.value })}
          aria-describedby={form.error === null ? ids.hint : `${ids.hint} ${ids.error}`}
        />
        <p id={ids.hint} className="hint">
          {intl.formatMessage(messages.keyHint)}
        </p>
      </div>
    </SignInFormFrame>
  )
}
