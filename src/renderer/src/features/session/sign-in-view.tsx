import './sign-in.css'

import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'

import { rememberSignInByDefault } from '@shared/session'
import { signInWords as messages } from '@shared/sign-in-words'

import { useAppStore } from '../../app/app-store'
import { handOverSignInStart, readSignInStart } from '../../app/sign-in-start'
import { useIntl } from '../../i18n'
import { Button } from '../../ui/button'
import { ErrorText } from '../../ui/error-text'
import { useFocusOnError } from '../../ui/use-focus-on-error'
import { ViewHeading } from '../../ui/view-heading'
import { OtherAccounts } from '../accounts/other-accounts'
import { useSettingsStore } from '../settings/settings-store'
import { envServerHint, useForgetServer } from '../settings/use-forget-server'
import { ApiKeySignInForm } from './api-key-sign-in-form'
import { PasswordSignInForm } from './password-sign-in-form'
import { type ExpiredSignIn, useSessionStore } from './session-store'
import { useSignInDrafts } from './sign-in-drafts'
import { type SignInWay, useFocusOnOpen, useSignInFields } from './sign-in-focus'
import { SignInTabs } from './sign-in-tabs'

/** The server as a chip: which server the form signs in to, and Change (which forgets it, back to first run; or, given `onChange`, does that instead). */
function ServerChip({ baseUrl, onChange }: { baseUrl: string; onChange?: (() => void) | undefined }) {
  const intl = useIntl()
  const fromEnv = useSettingsStore((s) => s.settings?.baseUrlSource === 'env') && onChange === undefined
  const { busy, error, forget } = useForgetServer()
  const envHintId = useId()
  const buttonRef = useFocusOnError<HTMLButtonElement>(error)
  return (
    <div className="server-chip-area">
      <p className="server-chip">
        <span className="server-chip-label">{intl.formatMessage(messages.server)}</span>
        <span className="server-url" title={baseUrl} translate="no">
          {baseUrl}
        </span>
        <Button
          ref={buttonRef}
          variant="quiet"
          size="sm"
          className="server-chip-change"
          disabled={busy || fromEnv}
          aria-label={intl.formatMessage(messages.changeServer)}
          aria-describedby={fromEnv ? envHintId : undefined}
          onClick={() => (onChange ? onChange() : void forget())}
        >
          {intl.formatMessage(messages.change)}
        </Button>
      </p>
      {fromEnv && (
        <p id={envHintId} className="hint">
          {envServerHint}
        </p>
      )}
      <ErrorText>{error}</ErrorText>
    </div>
  )
}

interface SignInViewProps {
  baseUrl: string
  heading?: string
  onChangeServer?: () => void
  actions?: ReactNode
  /** After an expired session: whose it was, so the form opens on their way in, with their username. */
  returning?: ExpiredSignIn | null
}

/**
 * The sign-in screen for `baseUrl`. Add account gives its own heading, what
 * Change does, and its Cancel (`actions`); otherwise the other accounts the
 * app holds are listed below, to switch to one instead.
 */
export function SignInView({ baseUrl, heading, onChangeServer, actions, returning = null }: SignInViewProps) {
  const intl = useIntl()
  const [way, setWay] = useState<SignInWay>(returning?.method ?? 'password')
  // Both tabs' drafts live as long as the form: switching tabs keeps what was typed in each.
  // A key sign-in's name may be only "API key": it is never put in the username field.
  const remember = rememberSignInByDefault(useAppStore((s) => s.platform))
  // The form main wrote into the page's HTML, at a start: this one opens with what was typed there, then takes its place.
  // That form is the plain sign-in screen's, never Add account's (its own heading and actions).
  const [typed] = useState(() => (heading === undefined && actions === undefined ? readSignInStart() : null))
  const drafts = useSignInDrafts(returning?.method === 'password' ? returning.username : '', remember, typed?.draft)
  const fields = useSignInFields()
  // Where the focus was in the written form, it goes (handOverSignInStart); if it was in none of its controls, as usual.
  useFocusOnOpen(fields, way, drafts.password.draft.username, (typed?.focus ?? -1) < 0)
  const screen = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    if (typed !== null && screen.current !== null) handOverSignInStart(typed, screen.current)
  }, [typed])
  const headingId = useId()
  const signInMessage = useSessionStore((s) => s.signInMessage)
  const ways = [
    { key: 'password', label: intl.formatMessage(messages.wayPassword) },
    { key: 'api-key', label: intl.formatMessage(messages.wayApiKey) }
  ] as const

  return (
    // Focus starts in a field, not on the heading: the region's name is the heading, so a screen reader still says where it is.
    <section ref={screen} className="sign-in" aria-labelledby={headingId}>
      <ViewHeading id={headingId} takeFocus={false}>
        {heading ?? intl.formatMessage(messages.heading)}
      </ViewHeading>
      <ServerChip baseUrl={baseUrl} onChange={onChangeServer} />
      <ErrorText>{signInMessage && intl.formatMessage(signInMessage)}</ErrorText>
      <SignInTabs label={intl.formatMessage(messages.ways)} tabs={ways} selected={way} onSelect={setWay}>
        {way === 'password' ? (
          <PasswordSignInForm {...drafts.password} fields={fields} />
        ) : (
          <ApiKeySignInForm {...drafts.key} fields={fields} />
        )}
      </SignInTabs>
      {actions ?? <OtherAccounts />}
    </section>
  )
}
